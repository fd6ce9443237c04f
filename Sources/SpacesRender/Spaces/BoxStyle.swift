import SpacesEngine
import SpacesKit

/// The characters of a box border: rounded for tiles, heavy for the focused one, ASCII fallback.
package struct BoxStyle: Sendable {
  package var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character

  package static let rounded = BoxStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
    vertical: "│")
  package static let heavy = BoxStyle(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
    vertical: "┃")
  package static let ascii = BoxStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|")
  package static let asciiHeavy = BoxStyle(
    topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=",
    vertical: "#")
  /// Dashed: a tile in edit mode.
  package static let dashed = BoxStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "╌",
    vertical: "╎")
  package static let asciiDashed = BoxStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: ".",
    vertical: ":")

  /// Draws the border of a rectangle.
  package func draw(_ rect: Rect, in frame: inout Frame, style: CellStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    if CellWidth.of(horizontal) == 1, CellWidth.of(vertical) == 1 {
      // The edges' cells made once: a frame draws a border around every tile.
      let across = Cell(grapheme: horizontal, width: 1, style: style)
      let down = Cell(grapheme: vertical, width: 1, style: style)
      for x in (rect.x + 1)..<(rect.maxX - 1) {
        frame.put(oneColumn: across, x: x, y: rect.y)
        frame.put(oneColumn: across, x: x, y: rect.maxY - 1)
      }
      for y in (rect.y + 1)..<(rect.maxY - 1) {
        frame.put(oneColumn: down, x: rect.x, y: y)
        frame.put(oneColumn: down, x: rect.maxX - 1, y: y)
      }
      frame.put(topLeft, x: rect.x, y: rect.y, style: style)
      frame.put(topRight, x: rect.maxX - 1, y: rect.y, style: style)
      frame.put(bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
      frame.put(bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
      return
    }
    frame.put(topLeft, x: rect.x, y: rect.y, style: style)
    frame.put(topRight, x: rect.maxX - 1, y: rect.y, style: style)
    frame.put(bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
    frame.put(bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    for x in (rect.x + 1)..<(rect.maxX - 1) {
      frame.put(horizontal, x: x, y: rect.y, style: style)
      frame.put(horizontal, x: x, y: rect.maxY - 1, style: style)
    }
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      frame.put(vertical, x: rect.x, y: y, style: style)
      frame.put(vertical, x: rect.maxX - 1, y: y, style: style)
    }
  }
}
