import Foundation
import SpacesKit

/// Draws the Dynamic Island's pill shape: a row (or two) of the island's colour with rounded
/// caps, and the island's views or text inside it.
///
/// A theme without colour (monochrome) draws the pill in reverse video, its caps as solid
/// half-discs in the text colour; a theme whose page is the island's colour draws the caps in
/// its border colour; `--ascii` draws the caps as parentheses.
struct IslandPill {
  let painter: Painter

  /// The style of the pill's inside: the island's text on the island's colour.
  var fill: CellStyle { painter.style(.islandText, on: .island) }

  /// Fills a pill (the inside `rect`, its caps just outside it) and returns the inside.
  @discardableResult
  func draw(_ rect: Rect, frame: inout Frame) -> Rect {
    let context = painter.context
    frame.fill(rect, style: fill)
    let theme = context.theme
    let island = theme.color(.island)
    let background = theme.color(.background)
    // On a page of the island's own colour (black on black) the caps take the border colour,
    // so the pill's outline still shows, as the island's edge shows against a lit screen.
    let capColor = island == background && island != .default ? theme.color(.border) : island
    let cap = CellStyle(
      foreground: capColor == .default ? .default : capColor, background: background)
    let (left, right) = context.asciiOnly ? ("(", ")") : ("◖", "◗")
    for y in rect.y..<rect.maxY {
      if context.asciiOnly {
        frame.write(left, x: rect.x - 1, y: y, style: fill)
        frame.write(right, x: rect.maxX, y: y, style: fill)
      } else {
        frame.write(left, x: rect.x - 1, y: y, style: cap)
        frame.write(right, x: rect.maxX, y: y, style: cap)
      }
    }
    return rect
  }

  /// Draws a view in the pill with the island's colours: its text white (or the view's own
  /// colours) on black; in reverse video when the theme has no colour.
  func drawView(_ node: ViewNode, in rect: Rect, owner: String, frame: inout Frame) {
    let theme = painter.context.theme
    let environment = ViewRenderer.DrawingStyle(
      foreground: theme.color(.islandText), background: theme.color(.island))
    ViewRenderer(context: painter.context).draw(
      node, in: rect, frame: &frame, environment: environment, owner: owner)
    restyle(rect, frame: &frame)
  }

  /// Gives the cells of a rectangle the island's attributes (reverse video in monochrome).
  func restyle(_ rect: Rect, frame: inout Frame) {
    let attributes = painter.context.theme.attributes(.island)
    guard !attributes.isEmpty else { return }
    frame.restyle(rect) { $0.attributes.formUnion(attributes) }
  }

  /// The width of a view drawn in the pill, up to `limit` columns, on one row.
  func width(of node: ViewNode, limit: Int) -> Int {
    guard limit > 0 else { return 0 }
    let size = ViewRenderer(context: painter.context).measure(
      node, proposal: .init(width: limit, height: 1))
    return max(0, min(limit, size.width))
  }

  /// A layer placed at a cell from the frame's corner (`IslandView.draw` lays its layers out
  /// from there).
  static func at(x: Int, y: Int, _ node: ViewNode) -> ViewNode {
    node.padding(top: y, leading: x)
  }

  /// The pill as a leaf, its caps part of its rectangle: `inside` and a column either side.
  /// A cap left of the frame's first column is cut, as `draw` cuts it.
  func view(_ inside: Rect) -> ViewNode {
    let pill = self
    let left = max(0, inside.x - 1)
    let offset = inside.x - left
    let key = PillKey(width: inside.width, height: inside.height, offset: offset)
    let leaf = ViewNode.canvas(
      width: .fixed(offset + inside.width + 1), height: .fixed(inside.height), key: key
    ) { rect, frame in
      pill.draw(
        Rect(x: rect.x + offset, y: rect.y, width: inside.width, height: inside.height),
        frame: &frame)
    }
    return Self.at(x: left, y: inside.y, leaf)
  }

  /// An app's view in the pill as a leaf laying it out in `rect` with the island's colours
  /// (`drawView`), its overflow logged naming `owner`.
  func contentView(_ node: ViewNode, in rect: Rect, owner: String) -> ViewNode {
    let pill = self
    let leaf = ViewNode.canvas(
      width: .fixed(rect.width), height: .fixed(rect.height), key: ContentKey(node: node)
    ) { cell, frame in
      pill.drawView(node, in: cell, owner: owner, frame: &frame)
    }
    return Self.at(x: rect.x, y: rect.y, leaf)
  }

  /// A leaf giving the cells of `rect` the island's attributes (reverse video in monochrome),
  /// laid over the pill's text; `nil` when the theme has none.
  func restyleView(_ rect: Rect) -> ViewNode? {
    guard !painter.context.theme.attributes(.island).isEmpty else { return nil }
    let pill = self
    let leaf = ViewNode.canvas(
      width: .fixed(rect.width), height: .fixed(rect.height), key: "island attributes"
    ) { cells, frame in
      pill.restyle(cells, frame: &frame)
    }
    return Self.at(x: rect.x, y: rect.y, leaf)
  }
}

/// What a pill's leaf is told apart by when trees are compared.
private struct PillKey: Equatable, Sendable {
  var width: Int
  var height: Int
  var offset: Int
}

/// What an app's view's leaf in the pill is told apart by.
private struct ContentKey: Equatable, Sendable {
  var node: ViewNode
}
