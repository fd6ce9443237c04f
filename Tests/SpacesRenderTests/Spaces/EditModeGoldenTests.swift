import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// Golden frames of edit mode and the controls gallery. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter EditModeGoldenTests`, then read every file.
@MainActor
@Suite("Golden frames: edit mode and the gallery")
struct EditModeGoldenTests {
  @Test("Control Center in edit mode: dashed tiles, remove badges, resize grabbers")
  func editMode() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("e Tab")
    GoldenFrame.assertMatches(pilot.screen, named: "edit-mode")
  }

  @Test("the gallery over edit mode, with the timer running: previews show the preview value")
  func gallery() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("Enter e Tab Tab x a")
    GoldenFrame.assertMatches(pilot.screen, named: "gallery")
    try await pilot.type("b r e a k")
    await pilot.resize(width: 60, height: 20)
    GoldenFrame.assertMatches(pilot.screen, named: "gallery-search-60x20")
  }

  @Test("the gallery in ASCII")
  func galleryASCII() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24), asciiOnly: true)
    defer { pilot.close() }
    try await pilot.type("e Tab x a")
    GoldenFrame.assertMatches(pilot.screen, named: "gallery-ascii")
    #expect(pilot.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("the Lock Screen in edit mode: an emptied slot offers +; the gallery for a slot")
  func lockScreen() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("2 e Right x")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-edit")
    try await pilot.type("Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-gallery")
  }

  @Test("the Action button in edit mode, then cleared")
  func actionButton() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 60, height: 20))
    defer { pilot.close() }
    try await pilot.type("3 e")
    GoldenFrame.assertMatches(pilot.screen, named: "action-button-edit")
    try await pilot.type("x")
    #expect(pilot.screen.contains("No action assigned"))
    #expect(pilot.state.controls.actionButton == nil)
  }
}

/// Control Center scrolls so that the focused control shows when edits make the grid taller
/// than the terminal.
@MainActor
@Suite("Control Center scrolls to the focused control")
struct ControlCenterScrollTests {
  @Test("a grid taller than the screen: focus below scrolls it up, focus above scrolls back")
  func scrolls() async throws {
    let pilot = try await Pilot(
      apps: [ThreeControlsApp.app], size: TerminalSize(width: 60, height: 18))
    defer { pilot.close() }
    // Timer small, Break Reminders large, Log Break medium: Log Break goes to the third row.
    try await pilot.type("e s s Tab Tab s")
    let layout = pilot.state.controls.controlCenterLayout
    #expect(layout.rows == 3)
    let area = DashboardRenderer.areas(for: pilot.state).content
    let logBreak = try #require(pilot.control("LogBreak")?.id)
    func scrolled(_ focus: ControlID) -> Int {
      ControlCenterScreen(layout: layout, focus: focus, nowPlaying: false, in: area).scrolled
    }
    #expect(scrolled(logBreak) == 1)
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-scrolled")
    // Break Reminders' lower half shows above it, and the arrow says there is more above.
    #expect(pilot.screen.contains("Break Reminders"))
    #expect(pilot.screen.contains("▲") && !pilot.screen.contains("▼"))
    try await pilot.type("Tab")
    let timer = try #require(pilot.control("TimerToggle")?.id)
    #expect(pilot.state.navigation.controlCenterFocus == timer)
    #expect(scrolled(timer) == 0)
    #expect(pilot.screen.contains("▼"))
    #expect(!pilot.screen.contains("▲"))
  }
}
