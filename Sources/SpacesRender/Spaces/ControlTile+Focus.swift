import SpacesEngine
import SpacesKit

extension ControlTile {
  /// Where a focused tile's focus shows, and the character there (what the soak invariants
  /// look for): the heavy border's top-left corner, or a round module's ring beside the disc's
  /// top.
  package static func focusMark(size: ControlSize, asciiOnly: Bool) -> (
    dx: Int, dy: Int, grapheme: Character
  ) {
    guard size != .small else { return (0, 1, asciiOnly ? "[" : "╭") }
    return (0, 0, (asciiOnly ? BoxStyle.asciiHeavy : BoxStyle.heavy).topLeft)
  }
}
