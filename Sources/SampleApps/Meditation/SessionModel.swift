/// The app's model layer (the session's 16:34, without Combine): whenever the sessions change,
/// App Intents is told, so that the parameterized phrases cover the new sessions.
package final class SessionModel: Sendable {
  package init() {}

  /// The sessions offered; setting them tells App Intents.
  package var sessions: [MeditationSession] {
    get { SessionManager.allSessions }
    set {
      SessionManager.replace(with: newValue)
      MeditationShortcuts.updateAppShortcutParameters()
    }
  }
}
