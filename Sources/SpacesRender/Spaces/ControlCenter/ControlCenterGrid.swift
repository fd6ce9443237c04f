import SpacesEngine
import SpacesKit

/// The cells of Control Center's grid: a unit's size, the gaps between units, and where the
/// grid's first unit is drawn.
///
/// On the phone canvas (`init(canvasWidth:x:y:)`) four units and their gaps fill the canvas's
/// width, a column of margin either side; a unit is half as many rows as it is columns, so a
/// small module looks square (a cell is about twice as tall as it is wide). The Control Lab
/// keeps its fixed tiles (`lab`).
package struct ControlCenterGrid: Equatable, Sendable {
  /// A unit's width in cells.
  package var unitWidth: Int
  /// A unit's height in rows.
  package var unitHeight: Int
  /// The columns between two units.
  package var gapX: Int
  /// The rows between two units.
  package var gapY: Int
  /// The column of the grid's first unit.
  package var x: Int
  /// The row of the grid's first unit (above the visible rows when scrolled).
  package var y: Int

  package init(unitWidth: Int, unitHeight: Int, gapX: Int, gapY: Int, x: Int = 0, y: Int = 0) {
    self.unitWidth = unitWidth
    self.unitHeight = unitHeight
    self.gapX = gapX
    self.gapY = gapY
    self.x = x
    self.y = y
  }

  /// The Control Lab's tiles: 11×5 units, gaps of 2 columns and 1 row.
  package static let lab = ControlCenterGrid(unitWidth: 11, unitHeight: 5, gapX: 2, gapY: 1)

  /// The margin, in columns, either side of the grid on the canvas.
  package static let margin = 1

  /// The grid filling a canvas's width (whole cells), its first unit at row `y`: at 49 columns
  /// (the phone) units of 10×5 with gaps of 2 columns and 1 row.
  package init(canvasWidth: Int, x canvasX: Int, y: Int) {
    let columns = ControlCenterLayout.columns
    let gapX = canvasWidth >= 38 ? 2 : 1
    let unitWidth = max(4, (canvasWidth - 2 * Self.margin - (columns - 1) * gapX) / columns)
    let width = columns * unitWidth + (columns - 1) * gapX
    self.init(
      unitWidth: unitWidth, unitHeight: max(3, (unitWidth + 1) / 2), gapX: gapX, gapY: 1,
      x: canvasX + max(0, (canvasWidth - width) / 2), y: y)
  }

  /// The grid's width in cells: four units and the gaps between them.
  package var width: Int {
    ControlCenterLayout.columns * unitWidth + (ControlCenterLayout.columns - 1) * gapX
  }

  /// The rows from one grid row to the next.
  package var rowHeight: Int { unitHeight + gapY }

  /// The rectangle of a placement; for a control in a block, its quarter of the block inside
  /// the block's border.
  package func rect(for placement: ControlCenterLayout.Placement) -> Rect {
    guard let cell = placement.blockCell else {
      return rect(column: placement.column, row: placement.row, span: placement.span)
    }
    let block = rect(
      column: placement.column - cell % 2, row: placement.row - cell / 2,
      span: ControlSize.large.span)
    let inner = block.inset(top: 1, left: 1, bottom: 1, right: 1)
    let width = inner.width / 2
    // Two rows of circles with a row between them when the block is tall enough.
    let gap = inner.height >= 7 ? 1 : 0
    let height = (inner.height - gap) / 2
    return Rect(
      x: inner.x + (cell % 2) * (inner.width - width), y: inner.y + (cell / 2) * (height + gap),
      width: width, height: height)
  }

  /// The rectangle of a block: a 2×2 module.
  package func rect(for block: ControlCenterLayout.Block) -> Rect {
    rect(column: block.column, row: block.row, span: ControlSize.large.span)
  }

  /// The rectangle of a span of units whose top-left unit is at a column and row.
  package func rect(column: Int, row: Int, span: (columns: Int, rows: Int)) -> Rect {
    Rect(
      x: x + column * (unitWidth + gapX), y: y + row * rowHeight,
      width: span.columns * unitWidth + (span.columns - 1) * gapX,
      height: span.rows * unitHeight + (span.rows - 1) * gapY)
  }

  /// The same grid with its first row at another row.
  package func moved(toY y: Int) -> ControlCenterGrid {
    var grid = self
    grid.y = y
    return grid
  }
}
