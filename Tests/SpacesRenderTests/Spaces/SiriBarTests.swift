import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Siri bar with the Meditation app, as scripted sessions under the virtual clock, and its
/// golden frames. Regenerate the frames with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SiriBarTests`, then read them.
///
/// Serialized: the Meditation app keeps which session plays in process-wide state.
@MainActor
@Suite("Siri bar: App Shortcuts run from typed phrases", .serialized)
struct SiriBarTests {
  private func meditation() async throws -> Pilot {
    await MeditationService.end()
    return try await Pilot(
      apps: [SampleCatalog.meditation], size: TerminalSize(width: 76, height: 20))
  }

  private func bar(_ pilot: Pilot) -> SiriBarState? { pilot.state.siri.bar }

  @Test("a phrase without the session asks which (a list in the bar); picking one runs it")
  func pick() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Start a Meditation' Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-disambiguation")
    #expect(pilot.screen.contains("What session would you like?"))
    #expect(pilot.screen.contains("Start Session"), "the summary; the session is missing")
    try await pilot.type("Down Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-snippet")
    #expect(MeditationService.current?.name == "Walking")
    guard case .answer(let answer) = bar(pilot)?.phase else {
      Issue.record("no answer: \(String(describing: bar(pilot)))")
      return
    }
    #expect(answer.lines == ["Okay, starting a Walking meditation session."])
    #expect(answer.snippet != nil)
    #expect(pilot.eventLines.contains("answer Start Meditation Session: Walking"))
    try await pilot.type("Esc")
    #expect(bar(pilot) == nil)
  }

  @Test("a parameterized phrase fills the session: no question; typos and the synonym forgiven")
  func parameterized() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'meditate on BREATHING with mindfull!' Enter")
    #expect(MeditationService.current?.name == "Breathing")
    #expect(pilot.screen.contains("Okay, starting a Breathing meditation session."))
    #expect(pilot.screen.contains("5 min · guided meditation"))
  }

  @Test("confirming: ending the session asks yes/no; n keeps it, y ends it")
  func confirm() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Begin a Calming session with Meditation' Enter")
    #expect(MeditationService.current?.name == "Calming")
    // Typing after an answer asks anew.
    try await pilot.type("text:'End my Meditation' Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-confirmation")
    #expect(pilot.screen.contains("End your Calming session?"))
    #expect(pilot.screen.contains("[y] Yes    [n] No"))
    try await pilot.type("n")
    #expect(pilot.screen.contains("Okay, keep breathing."))
    #expect(MeditationService.current?.name == "Calming")
    try await pilot.type("text:'End my Meditation' Enter y")
    #expect(pilot.screen.contains("Session ended. Well done."))
    #expect(MeditationService.current == nil)
  }

  @Test("Escape at the question cancels the intent; the bar says so and stays usable")
  func cancel() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Start a Meditation' Enter Esc")
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(MeditationService.current == nil)
    #expect(pilot.screen.contains("Cancelled."))
    #expect(pilot.eventLines.contains("failed Start Meditation Session: cancelled"))
    try await pilot.type("text:'Start a Walking session with Meditation' Enter")
    #expect(MeditationService.current?.name == "Walking")
    try await pilot.type("Esc")
    #expect(bar(pilot) == nil)
  }

  @Test("an error thrown from perform() shows its message; no match lists the closest")
  func errorsAndNoMatch() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Stop Meditation' Enter")
    #expect(pilot.screen.contains("No meditation session is playing."))
    try await pilot.type("text:'order a pizza' Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-no-match")
    #expect(pilot.screen.contains("No shortcut matches “order a pizza”."))
  }

  @Test("“what can I do with Meditation” lists its shortcuts by their primary phrases")
  func whatCanIDo() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'What can I do with Mindful?' Enter")
    guard case .answer(let answer) = bar(pilot)?.phase else {
      Issue.record("no answer")
      return
    }
    #expect(
      answer.list == [
        "“Start a Meditation” — Start Meditation", "“End my Meditation” — End Meditation",
        "“Log a Meditation note” — Log Note", "“Show my Meditation sessions” — Sessions",
      ])
  }

  @Test("an intent with openAppWhenRun opens its app when it succeeded")
  func opensApp() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'show my meditation sessions' Enter")
    #expect(pilot.screen.contains("Here are your 3 sessions."))
    #expect(pilot.state.device.opening?.text == "opening Meditation")
  }

  @Test("typing suggests the closest phrases live; Backspace deletes whole graphemes")
  func typing() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Start a C'")
    #expect(bar(pilot)?.suggestions.first == "Start a Calming session with Meditation")
    try await pilot.type("Tab")
    #expect(bar(pilot)?.field.text == "Start a Calming session with Meditation")
    try await pilot.type("Esc / text:'e\u{301}👩‍💻日本' Backspace Backspace")
    #expect(bar(pilot)?.field.text == "e\u{301}👩‍💻")
    // Keys that mean something elsewhere type here.
    try await pilot.type("q 1 ?")
    #expect(bar(pilot)?.field.text == "e\u{301}👩‍💻q1?")
    #expect(!pilot.state.quitRequested)
  }

  @Test("before updateAppShortcutParameters() parameterized phrases don't match, with a warning")
  func notUpdated() async throws {
    var app = SampleCatalog.meditation
    app.launch = {}
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 76, height: 20))
    defer { pilot.close() }
    try await pilot.type("/ text:'Meditate on Walking with Meditation' Enter")
    #expect(pilot.screen.contains("No shortcut matches"))
    #expect(
      pilot.eventLines.contains {
        $0.hasPrefix("warning: App Shortcuts: Meditation: 3 parameterized phrase(s) wait for")
      })
  }

  @Test("typing an app's name offers “Open <App>”; Enter on the name alone opens it")
  func openApp() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'medit'")
    #expect(bar(pilot)?.suggestions.first == "Open Meditation")
    try await pilot.type("Tab")
    #expect(bar(pilot)?.field.text == "Open Meditation")
    try await pilot.type("Esc / text:'Mindfull' Enter")
    #expect(pilot.screen.contains("Opening Meditation."))
    #expect(pilot.state.device.opening?.text == "opening Meditation")
    #expect(pilot.state.runs.runs.isEmpty, "no shortcut ran")
    // A phrase as written still runs its shortcut.
    try await pilot.type("text:'Stop Meditation' Enter")
    #expect(pilot.screen.contains("No meditation session is playing."))
  }
}
