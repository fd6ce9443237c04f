import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// A pressed button control shows pressed (its pad lit in its tint) in the frame after the
/// press even when its intent finished in the same instant, for `ControlsFeature.pressDuration`
/// on the presentation clock; then it is drawn as before.
@MainActor
@Suite("Render: the pressed button's flash")
struct PressedFlashTests {
  @Test("Log Break's pad is lit right after Enter, though its intent already ended, then not")
  func flash() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    // Work (under the connectivity block), down to the first circle under it, right to Log
    // Break.
    try await pilot.type("Down Right")
    let id = try #require(pilot.state.focusedControl?.id)
    #expect(pilot.state.focusedControl?.displayName == "Log Break")
    let painter = Painter(
      context: RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now))
    let before = painter.padStyle(try #require(pilot.state.control(id)))
    await pilot.press(.enter)
    let pressed = try #require(pilot.state.control(id))
    #expect(!pressed.isPerforming, "its intent ended at once")
    #expect(pilot.screen.contains("Break logged."), "its dialog in the toast")
    #expect(painter.padStyle(pressed) != before, "the pad shows pressed")
    #expect(pressed.pressedUntil == pilot.now + ControlsFeature.pressDuration)
    await pilot.advance(by: ControlsFeature.pressDuration)
    let after = try #require(pilot.state.control(id))
    #expect(after.pressedUntil == nil)
    #expect(painter.padStyle(after) == before, "then drawn as before the press")
  }
}
