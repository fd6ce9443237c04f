import SpacesEngine
import SpacesKit

extension ControlTile {
  /// Where a focused tile's focus shows, and the character there: the heavy border's
  /// top-left corner (what the soak invariants look for).
  package static func focusMark(size: ControlSize, asciiOnly: Bool) -> (
    dx: Int, dy: Int, grapheme: Character
  ) {
    (0, 0, (asciiOnly ? BoxStyle.asciiHeavy : BoxStyle.heavy).topLeft)
  }
}
