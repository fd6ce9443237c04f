import Foundation

/// An error thrown from `perform()` that the system understands, as App Intents declares it.
///
/// The errors `needsValueError(_:)`, `needsDisambiguationError(among:dialog:)`,
/// `needsConfirmationError(for:dialog:)` and `needsToContinueInForegroundError(_:continuation:)`
/// return ask the user as iOS does, then perform the intent again (or continue in the app);
/// the others end the run with their text where its result shows, as an error does.
public struct AppIntentError: Error, CustomLocalizedStringResourceConvertible, Sendable {
  /// What the system does when the error is thrown.
  enum Request: Sendable {
    /// Nothing: the run fails with the error's text.
    case none
    /// Perform the intent again.
    case restart
    /// Ask for a parameter's value (`ask` returns it), then perform again.
    case parameter(storage: ObjectIdentifier, ask: @Sendable () async throws -> any Sendable)
    /// Ask to continue in the app, then run the continuation; the run ends.
    case continueInForeground(dialog: IntentDialog?, run: @Sendable () async throws -> Void)
  }

  let request: Request
  let text: String

  init(request: Request = .none, text: String) {
    self.request = request
    self.text = text
  }

  /// The error's text, as the system shows it.
  public var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(stringLiteral: text)
  }

  /// Performs the intent again from the start.
  public static let restartPerform = AppIntentError(request: .restart, text: "restarting")

  /// Errors with no remedy the user could give.
  public enum Unrecoverable {
    /// Something went wrong.
    public static let unknown = AppIntentError(text: "Something went wrong.")
    /// No entity matched.
    public static let entityNotFound = AppIntentError(text: "The item couldn’t be found.")
    /// The action isn't allowed.
    public static let notAllowed = AppIntentError(text: "This action isn’t allowed.")
    /// The device is offline.
    public static let networkFailure = AppIntentError(
      text: "You need to be connected to the internet.")
    /// Screen Time or a profile restricts the feature.
    public static let featureCurrentlyRestricted = AppIntentError(
      text: "This feature is currently restricted.")
  }

  /// Errors the user can remedy in Settings.
  public enum PermissionRequired {
    /// The app needs access to the location.
    public static let location = AppIntentError(text: "The app needs access to your location.")
    /// The app needs access to contacts.
    public static let contacts = AppIntentError(text: "The app needs access to your contacts.")
  }
}
