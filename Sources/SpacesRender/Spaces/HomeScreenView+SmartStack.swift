import SpacesEngine
import SpacesKit

extension HomeScreenView {
  /// A Smart Stack's dots as a view over its tile of `width`×`height` cells, placed from the
  /// tile's top-left corner: a column at the tile's right edge, one per widget, the one on show
  /// bright (`•`/`·`; `*`/`.` under `--ascii`), centred on the tile's height. `nil`: no dots
  /// (a single widget, or a tile too small for them).
  func stackDots(_ stack: SmartStack, width: Int, height: Int) -> ViewNode? {
    let count = stack.members.count
    guard count > 1, height >= 3, width >= 3 else { return nil }
    let ascii = painter.context.asciiOnly
    let shown = min(count, height - 2)
    let top = 1 + max(0, (height - 2 - shown) / 2)
    let dots = (0..<shown).map { index in
      index == stack.shown
        ? Self.dot(ascii ? "*" : "•", style: painter.style(.text, .bold))
        : Self.dot(ascii ? "." : "·", style: painter.style(.secondary))
    }
    return ViewNode.column(dots).padding(top: top, leading: width - 2)
  }

  /// One dot: a one-cell leaf writing its character in exactly its style, the theme's page
  /// colour included (a text view would keep the card's colour under a style without a
  /// background, which changes the default theme's dots on a widget's container background).
  private static func dot(_ character: Character, style: CellStyle) -> ViewNode {
    .canvas(
      width: .fixed(1), height: .fixed(1), key: StackDotKey(character: character, style: style)
    ) {
      cell, frame in
      frame.put(character, x: cell.x, y: cell.y, style: style)
    }
  }
}

/// What a Smart Stack dot's leaf draws from.
private struct StackDotKey: Equatable, Sendable {
  var character: Character
  var style: CellStyle
}
