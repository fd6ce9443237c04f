import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Edit mode through the real engine and run loop: what it changes is in the layout file, and
/// a dashboard restarted on the same state directory comes back as it was left.
@MainActor
@Suite("Edit mode: changes survive a restart")
struct EditModePersistenceTests {
  /// Control Center's controls as (short kind, size).
  private func controlCenter(_ pilot: Pilot) -> [String] {
    pilot.state.controls.controlCenter.map { "\($0.kind.shortKind) \($0.size.rawValue)" }
  }

  /// The Lock Screen's slots and the Action button by short kind.
  private func placements(_ pilot: Pilot) -> [String?] {
    pilot.state.controls.lockScreenSlots.map { pilot.state.control($0)?.kind.shortKind }
      + [pilot.state.control(pilot.state.controls.actionButton)?.kind.shortKind]
  }

  @Test("resize, move, remove, add from the gallery, assign a slot, clear the Action button")
  func restart() async throws {
    let first = try await Pilot(apps: [ThreeControlsApp.app])
    defer { first.close() }
    #expect(
      controlCenter(first) == ["TimerToggle medium", "BreakReminders large", "LogBreak small"])
    // Timer: larger, then after Break Reminders. Log Break: removed, then added back from the
    // gallery after the timer (at medium size).
    try await first.type("e s > Tab x")
    #expect(controlCenter(first) == ["BreakReminders large", "TimerToggle large"])
    #expect(first.state.navigation.controlCenterFocus == first.control("TimerToggle")?.id)
    try await first.type("a Enter")
    #expect(
      controlCenter(first) == ["BreakReminders large", "TimerToggle large", "LogBreak medium"])
    #expect(first.state.navigation.controlCenterFocus == first.control("LogBreak")?.id)
    #expect(first.eventLines.contains("reload LogBreak cause=added"))
    #expect(first.control("LogBreak")?.phase == .ready, "the added control loaded")
    // Break Reminders leaves Control Center but stays in the Lock Screen's right slot…
    try await first.type("BackTab BackTab x Esc")
    #expect(controlCenter(first) == ["TimerToggle large", "LogBreak medium"])
    #expect(placements(first) == ["TimerToggle", "BreakReminders", "TimerToggle"])
    // …until Log Break takes the slot: then it is placed nowhere and goes.
    try await first.type("2 e Right Enter Down Enter 3 e x Esc")
    #expect(placements(first) == ["TimerToggle", "LogBreak", nil])
    #expect(first.control("BreakReminders") == nil)
    #expect(!first.state.editMode.isEditing)

    let file = first.stateDirectory.appendingPathComponent("layout.json")
    let saved = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(
      saved.controlCenter.map { "\($0.control.kind.shortKind) \($0.size.rawValue)" } == [
        "TimerToggle large", "LogBreak medium",
      ])
    #expect(saved.lockScreen.map { $0?.kind.shortKind } == ["TimerToggle", "LogBreak"])
    #expect(saved.actionButton == nil)

    let second = try await Pilot(apps: [ThreeControlsApp.app], stateDirectory: first.stateDirectory)
    #expect(controlCenter(second) == ["TimerToggle large", "LogBreak medium"])
    #expect(placements(second) == ["TimerToggle", "LogBreak", nil])
    #expect(second.control("BreakReminders") == nil, "removed everywhere, it stays removed")
    #expect(second.state.notice == nil)
  }

  @Test("the gallery draws each kind from its preview value, never the live value")
  func previewNotLive() async throws {
    let pilot = try await Pilot(apps: [ThreeControlsApp.app])
    defer { pilot.close() }
    await pilot.press(.enter)
    #expect(pilot.control("TimerToggle")?.displayed.valueText == "Running")
    #expect(pilot.screen.contains("Running"))
    try await pilot.type("a")
    #expect(pilot.screen.contains("Work Timer · Stopped"))
    #expect(!pilot.screen.contains("Work Timer · Running"))
    // Searching narrows the list; Enter on a kind already in Control Center adds nothing.
    try await pilot.type("t i m e r Enter")
    #expect(pilot.state.notice == "Productivity Timer is already in Control Center")
    #expect(pilot.state.controls.controlCenter.count == 3)
  }
}
