import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// An App Shortcut on the Action button, in the Meditation journal's serialized suite (the
/// journal is process-wide state): chosen in edit mode's gallery, pressed for its hint, held to
/// run (asking for the missing note), and kept across a restart. Regenerate the frame with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SiriBarTextPromptTests`, then read it.
extension SiriBarTextPromptTests {
  private func actionButtonPilot(stateDirectory: URL? = nil) async throws -> Pilot {
    MeditationJournal.clear()
    return try await Pilot(
      apps: [ThreeControlsApp.app, SampleCatalog.meditation],
      size: TerminalSize(width: 76, height: 24), stateDirectory: stateDirectory)
  }

  @Test("the Action button's gallery lists App Shortcuts; holding runs one, asking for the note")
  func actionButtonShortcut() async throws {
    let pilot = try await actionButtonPilot()
    defer { pilot.close() }
    #expect(pilot.state.controls.actionButton != nil, "a control is assigned at first")
    try await pilot.type("3 e Enter")
    #expect(pilot.screen.contains("APP SHORTCUTS"))
    #expect(pilot.screen.contains("Log Note"))
    try await pilot.type("text:'log note'")
    GoldenFrame.assertMatches(pilot.screen, named: "action-button-gallery-shortcuts")
    try await pilot.type("Enter Esc")
    #expect(
      pilot.state.actionButton.shortcut
        == ActionButtonShortcut(app: "Meditation", title: "Log Note"))
    #expect(pilot.state.controls.actionButton == nil)
    #expect(pilot.eventLines.contains("added shortcut “Log Note” to the Action button"))
    #expect(pilot.screen.contains("Log Note"))
    #expect(pilot.screen.contains("Shortcut · Meditation"))
    // A press shows the hint; a second press (as holding does) runs the shortcut.
    try await pilot.type("Enter")
    #expect(pilot.eventLines.contains("hint \"Hold for 'Log Note'\""))
    await pilot.advance(by: 0.5)
    try await pilot.type("Enter")
    #expect(pilot.eventLines.contains("perform Log Meditation Note"))
    #expect(pilot.screen.contains("What's on your mind?"))
    try await pilot.type("text:'Held the button 🙂' Enter")
    #expect(MeditationJournal.entries == ["Held the button 🙂"])
    guard
      case .shortcutResult(_, let symbol, let text, let isError, _) = pilot.state.actionButton
        .island
    else {
      Issue.record(
        "no result in the island: \(String(describing: pilot.state.actionButton.island))")
      return
    }
    #expect(text == "Noted: “Held the button 🙂”.")
    #expect(symbol == "square.and.pencil")
    #expect(!isError)
    #expect(pilot.screen.contains("Noted: “Held the button 🙂”."), "the dialog shows in full")
    GoldenFrame.assertMatches(pilot.screen, named: "action-button-shortcut-result")
    await pilot.advance(by: ActionButtonState.islandDuration + 0.1)
    #expect(pilot.state.actionButton.island == nil)
  }

  @Test("an assigned App Shortcut survives a restart; x in edit mode clears it")
  func actionButtonShortcutRestart() async throws {
    let first = try await actionButtonPilot()
    defer { first.close() }
    try await first.type("3 e Enter text:'log note' Enter Esc")
    let file = first.stateDirectory.appendingPathComponent("layout.json")
    let saved = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(
      saved.actionButtonShortcut == ActionButtonShortcut(app: "Meditation", title: "Log Note"))
    #expect(saved.actionButton == nil)

    let second = try await actionButtonPilot(stateDirectory: first.stateDirectory)
    #expect(second.state.actionButton.shortcut?.title == "Log Note")
    #expect(second.state.controls.actionButton == nil)
    try await second.type("3 Enter")
    #expect(second.eventLines.contains("hint \"Hold for 'Log Note'\""))
    try await second.type("Esc e x Esc")
    #expect(second.state.actionButton.shortcut == nil)
    let cleared = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(cleared.actionButtonShortcut == nil)
  }

  @Test(
    "the hint for a shortcut: Hold for its short title, or Hold to Open for one opening its app")
  func shortcutHints() {
    let sessions = AppShortcutsSource.Shortcut(
      title: "Sessions", intent: IntentBox(ShowSessionsIntent()), phrases: [])
    let note = AppShortcutsSource.Shortcut(
      title: "Log Note", intent: IntentBox(LogMeditationNoteIntent()), phrases: [])
    #expect(
      ActionHintSynthesizer.hint(
        forShortcut: ActionButtonShortcut(app: "Meditation", title: "Sessions"), resolved: sessions)
        == "Hold to Open Meditation")
    #expect(
      ActionHintSynthesizer.hint(
        forShortcut: ActionButtonShortcut(app: "Meditation", title: "Log Note"), resolved: note)
        == "Hold for 'Log Note'")
  }

  @Test("Escape while the Action button's shortcut asks cancels its run; the island says so")
  func actionButtonShortcutCancel() async throws {
    let pilot = try await actionButtonPilot()
    defer { pilot.close() }
    try await pilot.type("3 e Enter text:'log note' Enter Esc Enter")
    await pilot.advance(by: 0.5)
    try await pilot.type("Enter")
    #expect(pilot.screen.contains("What's on your mind?"))
    try await pilot.type("text:'never mind' Esc")
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(pilot.eventLines.contains("failed Log Meditation Note: cancelled"))
    guard case .shortcutResult(_, _, let text, let isError, _) = pilot.state.actionButton.island
    else {
      Issue.record("no result in the island")
      return
    }
    #expect(text == "Cancelled.")
    #expect(!isError)
    #expect(MeditationJournal.entries.isEmpty)
    // The button works again: a press shows the hint.
    await pilot.advance(by: 5)
    try await pilot.type("Enter")
    #expect(pilot.state.actionButton.hint?.text == "Hold for 'Log Note'")
  }
}
