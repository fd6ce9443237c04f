import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The bridge the dashboard's own screens go through the view pipeline by: leaves it paints
/// itself (`ViewNode.canvas`) and theme roles (`ViewNode.line`, `themed`).
@Suite("Host canvases: the dashboard's painting as leaves of a view tree")
struct HostCanvasTests {
  private static func context(theme: Theme? = nil) throws -> RenderContext {
    RenderContext(
      theme: try theme ?? ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
  }

  /// A leaf that fills its rectangle with a character.
  private static func filled(
    _ character: String, width: HostCanvas.Length, height: HostCanvas.Length,
    spill: Int = 0
  ) -> ViewNode {
    .canvas(width: width, height: height, key: "fill \(character) \(spill)") { rect, frame in
      // `spill` cells beyond the rectangle on every side: the clip must stop them.
      for y in (rect.y - spill)..<(rect.maxY + spill) {
        frame.write(
          String(repeating: character, count: rect.width + 2 * spill), x: rect.x - spill, y: y,
          style: CellStyle())
      }
    }
  }

  @Test("a fixed leaf's size reaches the stack: the text after it starts past it")
  func fixedSizeReachesStack() throws {
    let renderer = ViewRenderer(context: try Self.context())
    let tree = ViewNode.row([
      Self.filled("#", width: .fixed(3), height: .fixed(2)), .line("ab", .text),
    ])
    let placed = renderer.layout(tree, in: Rect(x: 1, y: 1, width: 20, height: 5))
    #expect(placed.rect == Rect(x: 1, y: 1, width: 5, height: 2))
    #expect(placed.children.first?.rect == Rect(x: 1, y: 1, width: 3, height: 2))
    #expect(placed.children.last?.rect.x == 4, "the text follows the leaf's three columns")
  }

  @Test("a flexible leaf takes the width the stack's other children leave, within its limits")
  func flexibleLeafTakesWhatIsLeft() throws {
    let renderer = ViewRenderer(context: try Self.context())
    let free = ViewNode.row([
      Self.filled("#", width: .flexible(min: 1, max: nil), height: .fixed(1)),
      .line("abcd", .text),
    ])
    let placed = renderer.layout(free, in: Rect(x: 0, y: 0, width: 12, height: 1))
    #expect(placed.children.first?.rect.width == 8)
    let capped = ViewNode.row([
      Self.filled("#", width: .flexible(min: 1, max: 5), height: .fixed(1)),
      .line("abcd", .text),
    ])
    let cappedPlaced = renderer.layout(capped, in: Rect(x: 0, y: 0, width: 12, height: 1))
    #expect(cappedPlaced.children.first?.rect.width == 5)
    #expect(
      renderer.measure(capped, proposal: ViewRenderer.Size(width: 100, height: 100)).width
        == 9)
  }

  @Test("the painting lands in the rectangle the layout placed the leaf in, and nowhere else")
  func paintLandsInPlacedRect() throws {
    let renderer = ViewRenderer(context: try Self.context())
    let tree = ViewNode.column([
      .line("top", .text), Self.filled("#", width: .fixed(4), height: .fixed(2), spill: 2),
    ]).fillingWidth()
    var frame = Frame(width: 10, height: 5, fill: .blank)
    renderer.draw(
      tree, in: Rect(x: 0, y: 1, width: 10, height: 4), frame: &frame,
      environment: .init(foreground: .default))
    let rows = frame.text.components(separatedBy: "\n")
    #expect(
      rows == [
        "          ",
        "   top    ",
        "   ####   ",
        "   ####   ",
        "          ",
      ], "the leaf is centred under the text and its spill is clipped")
  }

  @Test("a leaf larger than its space is clipped to it and marked as cut")
  func clippedAndMarked() throws {
    let renderer = ViewRenderer(context: try Self.context())
    var frame = Frame(width: 6, height: 3, fill: .blank)
    renderer.draw(
      .column([.line("a", .text), Self.filled("#", width: .fixed(4), height: .fixed(3))]),
      in: Rect(x: 1, y: 0, width: 4, height: 2), frame: &frame,
      environment: .init(foreground: .default), owner: "a test canvas")
    let rows = frame.text.components(separatedBy: "\n")
    #expect(rows == ["  a   ", " ###▾ ", "      "])
  }

  @Test("a line in a theme role draws as the dashboard's own painting does, reverse video too")
  func themeRolesAsPainterStyles() throws {
    for theme in [try ThemeLoader.defaultTheme(), try ThemeLoader.load(nameOrPath: "monochrome")] {
      let context = try Self.context(theme: theme)
      var frame = Frame(width: 8, height: 1, fill: .blank)
      ViewRenderer(context: context).draw(
        .line("Hi", .accent, .bold), in: Rect(x: 0, y: 0, width: 8, height: 1), frame: &frame,
        environment: .init(foreground: theme.color(.text)))
      let expected = Painter(context: context).style(.accent, .bold)
      #expect(frame[0, 0].grapheme == "H")
      #expect(frame[0, 0].style == expected)
      #expect(frame[1, 0].style == expected)
    }
    let monochrome = try ThemeLoader.load(nameOrPath: "monochrome")
    #expect(
      Painter(context: try Self.context(theme: monochrome)).style(.accent).attributes
        .contains(.reverse), "the test covers a role drawn in reverse video")
  }

  @Test("a line that doesn't fit is cut with an ellipsis")
  func lineTruncates() throws {
    var frame = Frame(width: 6, height: 2, fill: .blank)
    ViewRenderer(context: try Self.context()).draw(
      .line("Productivity", .text), in: Rect(x: 0, y: 0, width: 6, height: 2), frame: &frame,
      environment: .init(foreground: .default))
    #expect(frame.text.components(separatedBy: "\n") == ["Produ…", "      "])
  }

  @Test("two canvases are the same when their sizes and keys are")
  func equality() {
    let a = Self.filled("#", width: .fixed(2), height: .fixed(1))
    #expect(a == Self.filled("#", width: .fixed(2), height: .fixed(1)))
    #expect(a != Self.filled("*", width: .fixed(2), height: .fixed(1)))
    #expect(a != Self.filled("#", width: .fixed(3), height: .fixed(1)))
  }
}
