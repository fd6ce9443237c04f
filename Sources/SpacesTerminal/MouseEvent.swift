/// A mouse event at a cell: a click (press, release) or a wheel step.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    case press
    case release
    case wheelUp
    case wheelDown
  }

  /// The column (0 at the left).
  public var x: Int
  /// The row (0 at the top).
  public var y: Int
  public var kind: Kind

  public init(x: Int, y: Int, kind: Kind) {
    self.x = x
    self.y = y
    self.kind = kind
  }
}
