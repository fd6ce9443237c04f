import Foundation
import SpacesEngine
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// Clicks on the Lock Screen land where the phone canvas draws things, with and without the
/// `--frame` outline (which moves the canvas).
@MainActor
@Suite("Lock Screen clicks on the phone canvas")
struct LockScreenPhoneMouseTests {
  @Test(
    "a click on a round slot in the phone's corner uses it, framed or not; the window's not",
    arguments: [(200, 60), (80, 24)])
  func slotInThePhonesCorner(width: Int, height: Int) async throws {
    let pilot = try await Pilot(size: TerminalSize(width: width, height: height))
    defer { pilot.close() }
    await pilot.press(.character("2"))
    let state = pilot.state
    let id = try #require(state.controls.lockScreenSlots[1])
    let area = DashboardRenderer.areas(for: state).content
    for framed in [false, true] {
      var context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
      context.deviceFrame = framed
      let slot = LockScreenView.slotRects(state: state, in: area, context: context)[1]
      let frame = DashboardRenderer.render(state, context: context)
      #expect(frame[slot.x + 2, slot.y + 1].grapheme != " ", "the symbol is drawn there")
      let click = MouseEvent(x: slot.x + 2, y: slot.y + 1, kind: .press)
      #expect(
        MouseRouting.actions(for: click, in: state, context: context)
          == [.navigation(.focusControl(id)), .key(.enter)])
      let corner = MouseEvent(x: area.maxX - 5, y: area.maxY - 2, kind: .press)
      #expect(MouseRouting.actions(for: corner, in: state, context: context).isEmpty)
    }
  }
}
