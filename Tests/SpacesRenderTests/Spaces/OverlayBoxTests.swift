import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The overlay box (prompts, forms) drawn through the view pipeline: its lines in the panel,
/// and the text cursor reversing the one cell under it.
@Suite struct OverlayBoxTests {
  @Test("the lines sit two columns in, a blank line keeps its row, the cursor reverses one cell")
  func linesAndCursor() throws {
    let painter = Painter(
      context: RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0)))
    var frame = Frame(width: 40, height: 12)
    painter.drawOverlayBox(
      [
        ("Question", painter.style(.text, .bold)), ("", painter.style(.text)),
        ("> hi", painter.style(.text)),
      ],
      maximumWidth: 30, cursor: (row: 2, column: 4), frame: &frame)
    let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A 30 × 5 box centred: x 5, y 3; its lines from (7, 4).
    #expect(rows[4].dropFirst(7).hasPrefix("Question"), "\(frame.text)")
    #expect(rows[6].dropFirst(7).hasPrefix("> hi"), "\(frame.text)")
    #expect(frame[11, 6].style.attributes.contains(.reverse), "the cell after the text")
    #expect(!frame[10, 6].style.attributes.contains(.reverse))
    #expect(!frame[12, 6].style.attributes.contains(.reverse))
  }
}
