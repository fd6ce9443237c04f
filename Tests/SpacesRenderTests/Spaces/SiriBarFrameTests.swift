import Foundation
import SpacesEngine
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The Siri bar's frame drawn through the view pipeline: the panel, the rows laid out inside the
/// border as a tree of their own, and the text cursor.
@Suite struct SiriBarFrameTests {
  @Test("a bar too short for its rows marks the inner area's last cell, not the panel's border")
  func overflowMarkerInside() throws {
    let painter = Painter(
      context: RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0)))
    var frame = Frame(width: 60, height: 10)
    // From row 6 the bar gets 4 rows: its border and 2 of its 5 rows.
    SiriBarView(painter: painter).draw(SiriBarState(), prompt: nil, top: 6, frame: &frame)
    let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array(String($0)) }
    // A 58-column panel from x 1: its inner area x 3..<57, rows 7 and 8.
    #expect(rows[8][56] == "▾", "\(frame.text)")
    #expect(rows[8][58] == "┃", "the border is whole: \(frame.text)")
    #expect(rows[9][58] == "┛", "\(frame.text)")
    // The cursor after "Siri › ", the field empty.
    #expect(frame[10, 7].style.attributes.contains(.reverse), "\(frame.text)")
    #expect(!frame[9, 7].style.attributes.contains(.reverse))
  }
}
