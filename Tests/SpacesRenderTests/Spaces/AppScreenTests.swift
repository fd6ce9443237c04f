import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Meditation app's own screen, opened from Siri, with its Siri tip and Shortcuts link, as
/// scripted sessions under the virtual clock, and its golden frames. Regenerate the frames with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter AppScreenTests`, then read them.
///
/// Nested in the Siri bar's serialized suite: both drive the Meditation app, which keeps which
/// session plays in process-wide state (and its screen shows it).
extension SiriBarTests {
  @MainActor
  @Suite("App screen: Meditation's view with a Siri tip and a Shortcuts link", .serialized)
  struct AppScreenTests {
    private func meditation(stateDirectory: URL? = nil) async throws -> Pilot {
      await MeditationService.end()
      return try await Pilot(
        apps: [SampleCatalog.meditation], size: TerminalSize(width: 76, height: 20),
        stateDirectory: stateDirectory)
    }

    private func screen(_ pilot: Pilot) -> AppScreenState? {
      pilot.state.appScreens.screen
    }

    @Test(
      "“Show my Meditation sessions” opens the app under Siri's answer; the tip says the phrase")
    func opensFromSiri() async throws {
      let pilot = try await meditation()
      defer { pilot.close() }
      try await pilot.type("/ text:'Show my Meditation sessions' Enter")
      #expect(pilot.screen.contains("Here are your"))
      #expect(screen(pilot)?.app == "Meditation")
      try await pilot.type("Enter")
      #expect(pilot.state.siri.bar == nil)
      GoldenFrame.assertMatches(pilot.screen, named: "app-screen-siri-tip")
      #expect(pilot.screen.contains("Try saying “Start a Meditation”"))
      #expect(pilot.screen.contains("Shortcuts"))
      #expect(screen(pilot)?.elements.count == 3)
    }

    @Test("Enter on the tip's × dismisses it (the view's @State); it stays dismissed")
    func dismissTip() async throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("app-screen-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let pilot = try await meditation(stateDirectory: directory)
      try await pilot.type("/ text:'Show my Meditation sessions' Enter Enter")
      try await pilot.type("Enter")
      GoldenFrame.assertMatches(pilot.screen, named: "app-screen-tip-dismissed")
      #expect(!pilot.screen.contains("Try saying"))
      #expect(screen(pilot)?.elements.count == 2)
      #expect(pilot.eventLines.contains("Meditation: Siri tip “Start a Meditation” dismissed"))
      #expect(
        pilot.engine.viewState.value(for: "Meditation/MeditationHomeView.showsSiriTip") as? Bool
          == false)
      // Home, then open again: still dismissed.
      try await pilot.type("Esc / text:'Show my Meditation sessions' Enter Enter")
      #expect(screen(pilot) != nil)
      #expect(!pilot.screen.contains("Try saying"))
      // A restart reads the dismissal back from the state directory.
      let restarted = try await meditation(stateDirectory: directory)
      try await restarted.type("/ text:'Show my Meditation sessions' Enter Enter")
      #expect(screen(restarted) != nil)
      #expect(!restarted.screen.contains("Try saying"))
    }

    @Test("the Start button runs StartMeditationIntent from the app: it asks, then plays")
    func startButton() async throws {
      let pilot = try await meditation()
      defer { pilot.close() }
      try await pilot.type("/ text:'Show my Meditation sessions' Enter Enter Tab Enter")
      #expect(pilot.screen.contains("What session would you like?"))
      try await pilot.type("Enter")
      #expect(MeditationService.current?.name == "Calming")
      #expect(pilot.screen.contains("Now playing: Calming"))
    }

    @Test("a shortcut run from Siri over the app shows in the app's view")
    func followsSiri() async throws {
      let pilot = try await meditation()
      defer { pilot.close() }
      try await pilot.type("/ text:'Show my Meditation sessions' Enter")
      try await pilot.type("text:'Begin a Walking session with Meditation' Enter Enter")
      #expect(pilot.state.siri.bar == nil)
      #expect(pilot.screen.contains("Now playing: Walking"))
    }

    @Test("the Shortcuts link lists the app's shortcuts in the Siri bar; Esc returns to the app")
    func shortcutsLink() async throws {
      let pilot = try await meditation()
      defer { pilot.close() }
      try await pilot.type("/ text:'Show my Meditation sessions' Enter Enter BackTab Enter")
      GoldenFrame.assertMatches(pilot.screen, named: "app-screen-shortcuts-link")
      #expect(pilot.screen.contains("Here's what you can do with Meditation:"))
      #expect(pilot.screen.contains("“Start a Meditation” — Start Meditation"))
      try await pilot.type("Esc")
      #expect(screen(pilot)?.app == "Meditation")
      try await pilot.type("Esc")
      #expect(pilot.state.navigation.presentations.isEmpty)
    }
  }
}
