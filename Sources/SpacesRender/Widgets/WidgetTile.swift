import Foundation
import SpacesEngine
import SpacesKit

/// A widget's tile as WidgetKit lays it out, in cells: its container background fills the whole
/// tile (its outline's cells too, the outline drawn over it); its content sits inside the
/// tile's margins — a column either side inside the outline (`widgetContentMargins`) — or,
/// when the widget disabled them (`contentMarginsDisabled()`), reaches the outline.
package struct WidgetTile {
  /// The tile's box, its outline included.
  package let box: Rect
  /// The widget's view as the tile draws it: its container background left in place, empty,
  /// so the content is laid out as with it.
  package let content: ViewNode
  /// Where the content goes: inside the margins, or right inside the outline without them.
  package let contentRect: Rect
  /// The container background (`containerBackground(for: .widget)`) that fills the box.
  package let background: ViewNode?

  /// The tile of a widget's view in a box.
  package init(_ node: ViewNode, in box: Rect) {
    self.box = box
    let marginsDisabled = node.hasContentMarginsDisabled
    contentRect = marginsDisabled ? Self.interior(box) : Self.contentRect(box)
    background = node.rootContainerBackground
    content = background == nil ? node : node.emptyingContainerBackgrounds
  }

  /// Where a widget's content goes inside its box when the tile applies its margins.
  package static func contentRect(_ box: Rect) -> Rect {
    box.inset(top: 1, left: 2, bottom: 1, right: 2)
  }

  /// The tile inside its outline: where content without margins goes.
  package static func interior(_ box: Rect) -> Rect {
    box.inset(top: 1, left: 1, bottom: 1, right: 1)
  }

  /// Whether the outline has to be drawn again over what the widget drew in its cells.
  var coversOutline: Bool { background != nil }

  /// Draws the container background over the whole box (laid out as the content's own
  /// container background is, centred in its bounds).
  func drawBackground(renderer: ViewRenderer, frame: inout Frame, style: ViewRenderer.DrawingStyle)
  {
    guard let background else { return }
    renderer.draw(
      .modified(.empty, .containerBackground(background)), in: box, frame: &frame,
      environment: style)
  }

  /// The outline's cells as drawn, to draw again over the widget (`redrawOutline`).
  func outline(of frame: Frame) -> [(x: Int, y: Int, cell: Cell)] {
    let area = box.intersection(frame.bounds)
    guard area.width > 0, area.height > 0 else { return [] }
    var cells: [(x: Int, y: Int, cell: Cell)] = []
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX
      where y == box.y || y == box.maxY - 1 || x == box.x || x == box.maxX - 1 {
        cells.append((x, y, frame[x, y]))
      }
    }
    return cells
  }

  /// Draws the outline's glyphs again over what the widget drew, keeping each cell's
  /// background colour (a container background shows under the outline).
  func redrawOutline(_ outline: [(x: Int, y: Int, cell: Cell)], frame: inout Frame) {
    for (x, y, cell) in outline {
      guard cell.grapheme != nil, cell.width == 1 else { continue }
      var redrawn = cell
      let under = frame[x, y].style.background
      if under != .default { redrawn.style.background = under }
      frame.put(oneColumn: redrawn, x: x, y: y)
    }
  }
}

extension ViewNode {
  /// The container background among the modifiers of the tree's root (outermost first): what
  /// fills the tile.
  var rootContainerBackground: ViewNode? {
    var node = self
    while case .modified(let content, let modifier) = node {
      if case .containerBackground(let layer) = modifier { return layer }
      node = content
    }
    return nil
  }

  /// This tree with its container backgrounds' layers emptied: laid out as before, with nothing
  /// behind the content.
  var emptyingContainerBackgrounds: ViewNode {
    switch self {
    case .modified(let content, .containerBackground):
      return .modified(content.emptyingContainerBackgrounds, .containerBackground(.empty))
    case .modified(let content, let modifier):
      return .modified(content.emptyingContainerBackgrounds, modifier)
    default:
      return self
    }
  }
}
