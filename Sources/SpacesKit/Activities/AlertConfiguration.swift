import Foundation

/// An alert that comes with a Live Activity update, as ActivityKit's `AlertConfiguration`.
///
/// The dashboard lights the activity's Lock Screen banner with the title and body and expands
/// its Dynamic Island for a few seconds; the sound is named in the event log, not played.
public struct AlertConfiguration: Sendable {
  /// The sound an alert plays, as ActivityKit's `AlertConfiguration.AlertSound`.
  public struct AlertSound: Sendable, Equatable {
    /// The sound file's name (`nil`: the system's default sound).
    package let name: String?

    /// The system's default alert sound.
    public static var `default`: AlertSound { AlertSound(name: nil) }

    /// A sound file from the app's bundle or its `Library/Sounds` folder.
    ///
    /// - Parameter name: The sound file's name.
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }

  /// A short title that says what the update is about.
  public var title: LocalizedStringResource
  /// The alert's main text.
  public var body: LocalizedStringResource
  /// The sound played when the alert appears.
  public var sound: AlertSound

  /// Creates an alert for a Live Activity update.
  ///
  /// - Parameters:
  ///   - title: A short title that says what the update is about.
  ///   - body: The alert's main text.
  ///   - sound: The sound played when the alert appears.
  public init(
    title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound
  ) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

/// An alert waiting for the engine to show it, as the registry keeps it.
package struct ActivityAlertRequest: Sendable, Equatable {
  /// The alert's title.
  package var title: String
  /// The alert's body.
  package var body: String
  /// The sound's name (`nil`: the system's default).
  package var sound: String?
}

extension Activity {
  /// Updates the content and alerts the person about it.
  ///
  /// - Parameters:
  ///   - content: The new content.
  ///   - alertConfiguration: The alert to show with it (`nil`: none).
  public func update(
    _ content: ActivityContent<Attributes.ContentState>,
    alertConfiguration: AlertConfiguration?
  ) async {
    if let alertConfiguration {
      host.activities.setAlert(
        ActivityAlertRequest(
          title: alertConfiguration.title.resolvedText,
          body: alertConfiguration.body.resolvedText, sound: alertConfiguration.sound.name),
        id: id)
    }
    await update(content)
  }

  /// Updates the content, alerts the person about it, as of a time.
  ///
  /// The dashboard applies every update in the order it arrives; `timestamp` is accepted.
  public func update(
    _ content: ActivityContent<Attributes.ContentState>,
    alertConfiguration: AlertConfiguration? = nil, timestamp: Date
  ) async {
    await update(content, alertConfiguration: alertConfiguration)
  }
}
