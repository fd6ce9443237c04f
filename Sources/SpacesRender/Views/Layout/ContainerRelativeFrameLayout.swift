import SpacesKit

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: on the chosen axes, a frame of
/// `span` of `count` equal parts of the container (the widget's or the Live Activity's content
/// area), parts `spacing` apart, the content aligned in it.
struct ContainerRelativeFrameLayout: ContainerLayout {
  let horizontal: Bool
  let vertical: Bool
  let count: Int
  let span: Int
  let columnGap: Int
  let rowGap: Int
  let alignment: Alignment
  /// The container's size in cells (`nil`: the proposal is the container).
  let container: ViewRenderer.Size?

  /// A length of `span` parts out of `count` in a container length, with gaps between parts.
  private func share(_ length: Int, gap: Int) -> Int {
    guard length < LayoutNode.unbounded else { return length }
    let part = Double(length - gap * (count - 1)) / Double(count)
    return max(0, Int((part * Double(span) + Double(gap * (span - 1))).rounded(.down)))
  }

  private func frame(_ p: ViewRenderer.Size) -> ViewRenderer.Size {
    let box = container ?? p
    return ViewRenderer.Size(
      width: horizontal ? share(box.width, gap: columnGap) : p.width,
      height: vertical ? share(box.height, gap: rowGap) : p.height)
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    let offer = frame(p)
    let content = node.children[0].size(for: offer)
    return ViewRenderer.Size(
      width: horizontal ? offer.width : content.width,
      height: vertical ? offer.height : content.height)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let offer = frame(proposal)
    let content = node.children[0].size(for: offer)
    return PlacedView(
      rect: rect,
      children: [
        node.children[0].place(in: LayoutNode.align(content, in: rect, alignment), proposal: offer)
      ])
  }
}
