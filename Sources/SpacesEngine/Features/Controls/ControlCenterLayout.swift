import SpacesKit

/// Places Control Center's controls on its grid: four columns, filled row by row, each control
/// at the first free position its size fits (as iOS packs modules).
package struct ControlCenterLayout: Equatable, Sendable {
  /// One control's place on the grid.
  package struct Placement: Equatable, Sendable {
    package var id: ControlID
    package var column: Int
    package var row: Int
    package var size: ControlSize
  }

  /// The grid's width in columns.
  package static let columns = 4

  /// The placements, in control order.
  package let placements: [Placement]

  /// The number of grid rows used.
  package var rows: Int { placements.map { $0.row + $0.size.span.rows }.max() ?? 0 }

  /// Packs controls in order, each at the first free position (row by row, left to right)
  /// its size fits.
  ///
  /// Linear in the number of controls: cells only ever fill, so a size that didn't fit above a
  /// row never will; each size's search starts where its last one ended.
  package init<Controls: Sequence>(controls: Controls) where Controls.Element == ControlInstance {
    var occupied: [Bool] = []  // row-major, `columns` cells a row
    var firstRow: [ControlSize: Int] = [:]
    var placements: [Placement] = []
    func isFree(_ column: Int, _ row: Int) -> Bool {
      let index = row * Self.columns + column
      return index >= occupied.count || !occupied[index]
    }
    for control in controls {
      let (width, height) = control.size.span
      var row = firstRow[control.size] ?? 0
      search: while true {
        for column in 0...(Self.columns - width) {
          let fits = (0..<height).allSatisfy { dy in
            (0..<width).allSatisfy { dx in isFree(column + dx, row + dy) }
          }
          guard fits else { continue }
          let needed = (row + height) * Self.columns
          if occupied.count < needed {
            occupied += Array(repeating: false, count: needed - occupied.count)
          }
          for dy in 0..<height {
            for dx in 0..<width { occupied[(row + dy) * Self.columns + column + dx] = true }
          }
          placements.append(Placement(id: control.id, column: column, row: row, size: control.size))
          break search
        }
        row += 1
      }
      firstRow[control.size] = row
    }
    self.placements = placements
  }

  /// The control to focus when moving from one placement in a direction: among the
  /// placements whose span lies wholly that way, those that overlap on the other axis first,
  /// then the nearest (the smallest gap), then the best centred. With none that way, focus
  /// stays (`nil`). A focus that isn't placed moves to the first placement.
  package func neighbor(of id: ControlID?, toward direction: FocusDirection) -> ControlID? {
    guard let from = placements.first(where: { $0.id == id }) else {
      return placements.first?.id
    }
    /// A placement's span on one axis, as a half-open range of grid cells.
    func span(_ p: Placement, horizontal: Bool) -> Range<Int> {
      horizontal
        ? p.column..<(p.column + p.size.span.columns) : p.row..<(p.row + p.size.span.rows)
    }
    let horizontal = direction == .left || direction == .right
    let fromMain = span(from, horizontal: horizontal)
    let fromCross = span(from, horizontal: !horizontal)
    var best: (id: ControlID, key: (Int, Int, Int))?
    for candidate in placements where candidate.id != from.id {
      let main = span(candidate, horizontal: horizontal)
      let cross = span(candidate, horizontal: !horizontal)
      let gap: Int
      switch direction {
      case .right, .down: gap = main.lowerBound - fromMain.upperBound
      case .left, .up: gap = fromMain.lowerBound - main.upperBound
      }
      guard gap >= 0 else { continue }
      let overlaps = cross.overlaps(fromCross)
      // Twice the distance between centres on the other axis (whole numbers).
      let offCentre = abs(
        (cross.lowerBound + cross.upperBound) - (fromCross.lowerBound + fromCross.upperBound))
      let key = (overlaps ? 0 : 1, gap, offCentre)
      if best == nil || key < best!.key { best = (candidate.id, key) }
    }
    return best?.id
  }
}
