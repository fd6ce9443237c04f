import Testing

@testable import SpacesEngine

/// The help overlay's layout: it fits the frame, and every key row can be seen.
@Suite("Help layout")
struct HelpLayoutTests {
  @Test(
    "the help fits the frame and, scrolled through, shows every key row",
    arguments: [(100, 30), (80, 24), (140, 40), (60, 20)])
  func fits(width: Int, height: Int) {
    let size = TerminalSize(width: width, height: height)
    let first = HelpLayout(size: size)
    var seen = Set<String>()
    for scroll in 0...first.maxScroll {
      let layout = HelpLayout(size: size, scroll: scroll)
      #expect(layout.lines.count <= height - 4, "inside the box")
      #expect(layout.width <= width - 2)
      #expect(layout.lines.allSatisfy { CellWidth.of($0) <= layout.width - 4 }, "nothing cut")
      #expect(layout.lines.last?.contains("this help") == true, "the closing line stays")
      seen.formUnion(layout.lines)
    }
    let text = seen.joined(separator: "\n")
    for row in Keymap.standard.rows where !row.helpKeys.isEmpty {
      #expect(text.contains(row.helpKeys + " "), "\(row.helpKeys) shows")
    }
    if width >= 100 && height >= 30 {
      #expect(first.maxScroll == 0)
      #expect(first.lines.last == HelpLayout.closingLine)
    }
  }

  @Test("scrolling is kept within the rows")
  func clamped() {
    let size = TerminalSize(width: 80, height: 24)
    let limit = HelpLayout(size: size).maxScroll
    #expect(limit > 0)
    #expect(HelpLayout(size: size, scroll: limit + 5) == HelpLayout(size: size, scroll: limit))
    #expect(HelpLayout(size: size, scroll: -3) == HelpLayout(size: size))
  }
}
