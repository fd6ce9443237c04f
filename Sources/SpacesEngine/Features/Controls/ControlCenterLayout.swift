import SpacesKit

/// Places Control Center's controls on its grid: four columns, filled row by row, each control
/// at the first free position its size fits (as iOS packs modules).
public struct ControlCenterLayout: Equatable, Sendable {
  /// One control's place on the grid.
  public struct Placement: Equatable, Sendable {
    public var id: ControlID
    public var column: Int
    public var row: Int
    public var size: ControlSize
  }

  /// The grid's width in columns.
  public static let columns = 4

  /// The placements, in control order.
  public let placements: [Placement]

  /// The number of grid rows used.
  public var rows: Int { placements.map { $0.row + $0.size.span.rows }.max() ?? 0 }

  /// Packs controls in order.
  public init<Controls: Sequence>(controls: Controls) where Controls.Element == ControlInstance {
    var occupied = Set<[Int]>()
    var placements: [Placement] = []
    for control in controls {
      let (width, height) = control.size.span
      var row = 0
      var placed = false
      while !placed {
        for column in 0...(Self.columns - width) {
          let cells = (0..<height).flatMap { dy in (0..<width).map { [column + $0, row + dy] } }
          if cells.allSatisfy({ !occupied.contains($0) }) {
            cells.forEach { occupied.insert($0) }
            placements.append(
              Placement(id: control.id, column: column, row: row, size: control.size))
            placed = true
            break
          }
        }
        row += 1
      }
    }
    self.placements = placements
  }

  /// The control to focus when moving from one placement in a direction: the nearest placement
  /// whose span lies that way, preferring ones that overlap on the other axis.
  /// A focus that isn't placed moves to the first placement.
  public func neighbor(of id: ControlID?, toward direction: FocusDirection) -> ControlID? {
    guard let index = placements.firstIndex(where: { $0.id == id }) else {
      return placements.first?.id
    }
    let from = placements[index]
    func center(_ p: Placement) -> (x: Double, y: Double) {
      (
        Double(p.column) + Double(p.size.span.columns) / 2,
        Double(p.row) + Double(p.size.span.rows) / 2
      )
    }
    let origin = center(from)
    var best: (index: Int, score: Double)?
    for (candidateIndex, candidate) in placements.enumerated() where candidateIndex != index {
      let c = center(candidate)
      let dx = c.x - origin.x
      let dy = c.y - origin.y
      let primary: Double
      let secondary: Double
      switch direction {
      case .left: (primary, secondary) = (-dx, abs(dy))
      case .right: (primary, secondary) = (dx, abs(dy))
      case .up: (primary, secondary) = (-dy, abs(dx))
      case .down: (primary, secondary) = (dy, abs(dx))
      }
      guard primary > 0 else { continue }
      let score = primary + secondary * 2
      if best == nil || score < best!.score { best = (candidateIndex, score) }
    }
    return best.map { placements[$0.index].id }
  }
}
