import SpacesEngine

extension HomeScreenView {
  /// Draws a Smart Stack's dots: a column at the tile's right edge, one per widget, the one on
  /// show bright (`•`/`·`; `*`/`.` under `--ascii`), centred on the tile's height.
  func drawStackDots(_ stack: SmartStack, in rect: Rect, frame: inout Frame) {
    let count = stack.members.count
    guard count > 1, rect.height >= 3, rect.width >= 3 else { return }
    let ascii = painter.context.asciiOnly
    let shown = min(count, rect.height - 2)
    let top = rect.y + 1 + max(0, (rect.height - 2 - shown) / 2)
    let x = rect.x + rect.width - 2
    for index in 0..<shown {
      let isShown = index == stack.shown
      frame.put(
        isShown ? (ascii ? "*" : "•") : (ascii ? "." : "·"), x: x, y: top + index,
        style: isShown ? painter.style(.text, .bold) : painter.style(.secondary))
    }
  }
}
