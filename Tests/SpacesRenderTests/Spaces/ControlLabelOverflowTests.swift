import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The button's action.
private struct RefreshIntent: AppIntent {
  static var title: LocalizedStringResource { "Refresh" }
  func perform() async throws -> some IntentResult { .result() }
}

/// A control's title wider than its tile is cut with "…" and the cut is logged once.
@MainActor
@Suite("Control labels that don't fit")
struct ControlLabelOverflowTests {
  @Test("a medium tile cuts a long title with … and logs it naming the control")
  func longTitle() throws {
    let preview = ReducerFixtures.button(
      "Refresh Every Departure Board", action: IntentBox(RefreshIntent()))
    let control = ControlInstance(
      id: ControlID(1), key: ControlInstanceKey(kind: "com.example.BoardRefresh"),
      appName: "Transit", displayName: "Refresh", size: .medium, preview: preview)
    let painter = Painter(
      context: RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0)))
    var frame = Frame(width: 24, height: 5)
    ControlTile(painter: painter).draw(
      control, in: Rect(x: 0, y: 0, width: 24, height: 5), focused: false, frame: &frame)
    let rows = frame.text.components(separatedBy: "\n")
    #expect(rows[2].contains("Refresh Every D…"), "\(rows)")
    #expect(
      LayoutWarnings.shared.hasReported(
        "the BoardRefresh control's label “Refresh Every Departure Board” doesn't fit"))
  }
}
