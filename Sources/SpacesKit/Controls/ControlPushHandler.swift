import Foundation

/// A type that receives the push tokens of controls registered with `.pushHandler(_:)`.
///
/// As WidgetKit's `ControlPushHandler`.
///
/// The system creates the type with `init()` and calls `pushTokensDidChange(controls:)` whenever
/// the push configuration of those controls changes (a control was added or removed); the app
/// sends the tokens to its server, which uses them to push reloads (here: `spaces push --token`).
public protocol ControlPushHandler {
  /// Creates the handler.
  init()
  /// Handles push tokens changing.
  ///
  /// `controls` lists every control that supports push updates, even if only some tokens changed.
  func pushTokensDidChange(controls: [ControlInfo])
}

/// Information about the push token of a user-configured control.
public struct ControlPushInfo: Sendable, Hashable {
  /// A unique push token that may be used to deliver updates for this control.
  ///
  /// Valid until `pushTokensDidChange(controls:)` says otherwise.
  public let token: Data

  /// Creates push information (the system does this).
  package init(token: Data) { self.token = token }
}

/// Information about a control people installed, as WidgetKit's `ControlInfo`.
public struct ControlInfo: Sendable, Identifiable {
  /// The stable identity of the control.
  public let id: String
  /// The string given as the control configuration's kind.
  public let kind: String
  /// Push information about the control, if it is registered for pushes.
  public var pushInfo: ControlPushInfo?
  /// The control's configuration intent, for configurable controls (`nil` for static ones).
  let configuration: (any ControlConfigurationIntent)?

  /// Creates control information (the system does this).
  package init(
    id: String, kind: String, pushInfo: ControlPushInfo?,
    configuration: (any ControlConfigurationIntent)? = nil
  ) {
    self.id = id
    self.kind = kind
    self.pushInfo = pushInfo
    self.configuration = configuration
  }

  /// The custom intent holding the person's configuration of this control, if the control is
  /// configured with an intent of this type.
  public func configurationIntent<Intent: ControlConfigurationIntent>(
    of intentType: Intent.Type = Intent.self
  ) -> Intent? {
    configuration as? Intent
  }
}

extension ControlWidgetConfiguration {
  /// Registers a type that handles push tokens changing for controls of this kind.
  ///
  /// Opts the control into reloads by push notification.
  public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type)
    -> some ControlWidgetConfiguration
  {
    withDefinition { $0.pushHandler = pushHandlerType }
  }
}

extension Data {
  /// The bytes as lowercase hexadecimal (how push tokens are written on the command line).
  package var hexString: String { NumberText.hex(bytes: self) }
}
