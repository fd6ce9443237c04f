/// A mouse event at a cell: a click (press, release) or a wheel step.
package struct MouseEvent: Hashable, Sendable {
  /// What happened.
  package enum Kind: Hashable, Sendable {
    case press
    case release
    case wheelUp
    case wheelDown
  }

  /// The column (0 at the left).
  package var x: Int
  /// The row (0 at the top).
  package var y: Int
  package var kind: Kind

  package init(x: Int, y: Int, kind: Kind) {
    self.x = x
    self.y = y
    self.kind = kind
  }
}
