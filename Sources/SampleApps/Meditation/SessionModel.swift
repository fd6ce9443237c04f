/// The app's model layer (the session's 16:34, without Combine): whenever the sessions change,
/// App Intents is told, so that the parameterized phrases cover the new sessions.
public final class SessionModel: Sendable {
  public init() {}

  /// The sessions offered; setting them tells App Intents.
  public var sessions: [MeditationSession] {
    get { SessionManager.allSessions }
    set {
      SessionManager.replace(with: newValue)
      MeditationShortcuts.updateAppShortcutParameters()
    }
  }
}
