/// A terminal size in cells (what `SpacesTesting`'s dashboards are sized by).
public struct TerminalSize: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
