/// A character literal is the key that types it: `press("2")`, `press("L", .enter)`.
extension KeyEvent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key that types a character.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}
