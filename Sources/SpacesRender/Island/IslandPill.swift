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
}
