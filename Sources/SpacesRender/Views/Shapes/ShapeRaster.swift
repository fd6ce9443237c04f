import Foundation
import SpacesKit

/// A shape's outline laid over a rectangle of cells: which cells it covers (a cell is in the
/// shape when its centre is) and which make its outline, in points (8 a column, 16 a row).
struct ShapeRaster {
  /// The rectangle's size in cells.
  let columns: Int
  let rows: Int
  let geometry: ShapeGeometry
  /// The shape's bounds in points, from the rectangle's top-left corner.
  private let minX: Double
  private let minY: Double
  private let maxX: Double
  private let maxY: Double
  /// The corner sizes (horizontal, vertical radius) in points: top leading, top trailing,
  /// bottom trailing, bottom leading.
  private let corners: [(Double, Double)]

  init(columns: Int, rows: Int, geometry: ShapeGeometry) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.geometry = geometry
    let inset = geometry.inset.isFinite ? max(0, geometry.inset) : 0
    var (x0, y0) = (inset, inset)
    var (x1, y1) = (Double(self.columns) * 8 - inset, Double(self.rows) * 16 - inset)
    if geometry.kind == .circle {
      let side = max(0, min(x1 - x0, y1 - y0))
      let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2)
      (x0, y0, x1, y1) = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    }
    (minX, minY, maxX, maxY) = (x0, y0, max(x0, x1), max(y0, y1))
    let (halfWidth, halfHeight) = ((maxX - minX) / 2, (maxY - minY) / 2)
    func corner(_ width: Double, _ height: Double) -> (Double, Double) {
      (
        min(max(0, width.isFinite ? width : 0), halfWidth),
        min(max(0, height.isFinite ? height : 0), halfHeight)
      )
    }
    switch geometry.kind {
    case .rectangle, .custom:
      corners = Array(repeating: (0, 0), count: 4)
    case .roundedRectangle(let width, let height):
      corners = Array(repeating: corner(width, height), count: 4)
    case .unevenRoundedRectangle(
      let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
      corners = [
        corner(topLeading, topLeading), corner(topTrailing, topTrailing),
        corner(bottomTrailing, bottomTrailing), corner(bottomLeading, bottomLeading),
      ]
    case .capsule:
      let radius = min(halfWidth, halfHeight)
      corners = Array(repeating: (radius, radius), count: 4)
    case .circle, .ellipse:
      corners = Array(repeating: (halfWidth, halfHeight), count: 4)
    }
  }

  /// Whether the shape has any room inside the rectangle (a large inset leaves none).
  var hasArea: Bool { maxX > minX && maxY > minY }

  /// Whether the shape is an ellipse (a circle): outlined cell by cell, not with box lines.
  var isRound: Bool { geometry.kind == .circle || geometry.kind == .ellipse }

  /// Whether a corner of the outline is rounded (drawn as an arc): top leading, top trailing,
  /// bottom trailing, bottom leading.
  func isRounded(corner index: Int) -> Bool { corners[index].0 >= 4 && corners[index].1 >= 4 }

  /// Whether a point (in points) is inside the shape inset by `inset` points.
  func contains(x: Double, y: Double, inset: Double = 0) -> Bool {
    let (left, top, right, bottom) = (minX + inset, minY + inset, maxX - inset, maxY - inset)
    guard x >= left, x <= right, y >= top, y <= bottom, right > left, bottom > top else {
      return false
    }
    for (index, size) in corners.enumerated() {
      let (rx, ry) = (max(0, size.0 - inset), max(0, size.1 - inset))
      guard rx > 0, ry > 0 else { continue }
      let cx = index == 0 || index == 3 ? left + rx : right - rx
      let cy = index < 2 ? top + ry : bottom - ry
      let outsideX = index == 0 || index == 3 ? x < cx : x > cx
      let outsideY = index < 2 ? y < cy : y > cy
      if outsideX, outsideY {
        let (dx, dy) = ((x - cx) / rx, (y - cy) / ry)
        if dx * dx + dy * dy > 1 { return false }
      }
    }
    return true
  }

  /// Whether a cell's centre is inside the shape.
  func covers(column: Int, row: Int) -> Bool {
    contains(x: (Double(column) + 0.5) * 8, y: (Double(row) + 0.5) * 16)
  }

  /// Whether a covered cell is on a round shape's outline of a line width (points): a neighbour
  /// is outside, or its centre is within the line's width of the edge.
  func isOnRoundOutline(column: Int, row: Int, lineWidth: Double) -> Bool {
    guard covers(column: column, row: row) else { return false }
    for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)]
    where !covers(column: column + dx, row: row + dy) {
      return true
    }
    let (x, y) = ((Double(column) + 0.5) * 8, (Double(row) + 0.5) * 16)
    return !contains(x: x, y: y, inset: lineWidth)
  }

  /// The cells the shape's bounds span: the box its outline is drawn on.
  var box: (left: Int, top: Int, right: Int, bottom: Int) {
    let left = max(0, Int((minX / 8).rounded()))
    let top = max(0, Int((minY / 16).rounded()))
    let right = min(columns - 1, Int((maxX / 8).rounded()) - 1)
    let bottom = min(rows - 1, Int((maxY / 16).rounded()) - 1)
    return (left, top, right, bottom)
  }

  /// Where a cell lies along the outline, from 0 to 1, after the shape's rotation: round
  /// shapes by the angle of its centre clockwise from 3 o'clock, others clockwise along the
  /// box from its top leading corner.
  func outlinePosition(column: Int, row: Int) -> Double {
    var fraction: Double
    if isRound {
      let cx = (minX + maxX) / 2
      let cy = (minY + maxY) / 2
      let degrees =
        atan2((Double(row) + 0.5) * 16 - cy, (Double(column) + 0.5) * 8 - cx) * 180 / .pi
      fraction = (degrees - geometry.rotation) / 360
    } else {
      let (left, top, right, bottom) = box
      let (width, height) = (Double(right - left + 1), Double(bottom - top + 1))
      let (x, y) = (Double(column - left) + 0.5, Double(row - top) + 0.5)
      let distance: Double
      if row == top {
        distance = x
      } else if column == right {
        distance = width + y
      } else if row == bottom {
        distance = width + height + (width - x)
      } else {
        distance = 2 * width + height + (height - y)
      }
      fraction = distance / (2 * (width + height)) - geometry.rotation / 360
    }
    fraction = fraction.truncatingRemainder(dividingBy: 1)
    return fraction < 0 ? fraction + 1 : fraction
  }

  /// Whether the trim keeps a cell of the outline (or of the filled area).
  func isKept(column: Int, row: Int) -> Bool {
    if geometry.isWhole { return true }
    guard geometry.trimFrom < geometry.trimTo else { return false }
    let position = outlinePosition(column: column, row: row)
    return position >= geometry.trimFrom && position <= geometry.trimTo
  }
}
