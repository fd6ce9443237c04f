import SpacesKit

/// A `Divider`: a line one cell thick across its stack's cross axis, as long as offered
/// (─ in a VStack, │ in an HStack; - and | in ASCII), in the secondary colour.
struct DividerLayout: ContainerLayout {
  /// Whether the line runs down (in an HStack) rather than across.
  let vertical: Bool
  let asciiOnly: Bool

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    // Its length is what it is offered; asked for its ideal size it has none.
    if vertical {
      return ViewRenderer.Size(
        width: min(1, p.width), height: p.height >= LayoutNode.unbounded ? 0 : p.height)
    }
    return ViewRenderer.Size(
      width: p.width >= LayoutNode.unbounded ? 0 : p.width, height: min(1, p.height))
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let lines =
      vertical
      ? Array(repeating: asciiOnly ? "|" : "│", count: rect.height)
      : [String(repeating: asciiOnly ? "-" : "─", count: rect.width)]
    return PlacedView(
      rect: rect, content: .style(.foreground(.gray)),
      children: [PlacedView(rect: rect, content: .text(lines))])
  }
}
