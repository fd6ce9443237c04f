import SpacesKit

/// The Meditation app of the WWDC22 session “Implement App Shortcuts with App Intents”: guided
/// sessions started from Siri with phrases such as “Start a Calming session with Meditation”.
package struct MeditationApp: Sendable {
  /// The app's name.
  package static let name = "Meditation"
  /// Other names people call it by (`INAlternativeAppNames`).
  package static let nameSynonyms = ["Mindful"]

  package init() {}

  /// The app's screen, shown when it opens (“Show my Meditation sessions”).
  @MainActor package static var appView: AnyView? { AnyView(MeditationHomeView()) }

  /// Launches the app: its model publishes the sessions, which tells App Intents to expand the
  /// parameterized phrases.
  package func launch() {
    let model = SessionModel()
    model.sessions = SessionManager.builtIn
  }
}
