import SpacesKit

/// `fixedSize(horizontal:vertical:)`: the content at its ideal size on the fixed axes, whatever
/// is offered (it may then overflow its container, which cuts and marks it).
struct FixedSizeLayout: ContainerLayout {
  let horizontal: Bool
  let vertical: Bool

  private func offer(_ p: ViewRenderer.Size) -> ViewRenderer.Size {
    ViewRenderer.Size(
      width: horizontal ? LayoutNode.ideal : p.width, height: vertical ? LayoutNode.ideal : p.height
    )
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    let size = node.children[0].size(for: offer(p))
    // Content with no ideal length (a bar, a colour) keeps the proposal.
    return ViewRenderer.Size(
      width: size.width >= LayoutNode.unbounded ? min(p.width, size.width) : size.width,
      height: size.height >= LayoutNode.unbounded ? min(p.height, size.height) : size.height)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    PlacedView(rect: rect, children: [node.children[0].place(in: rect, proposal: offer(proposal))])
  }
}
