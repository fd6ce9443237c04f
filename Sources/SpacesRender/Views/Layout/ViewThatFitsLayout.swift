import SpacesKit

/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the chosen axes,
/// else the last; only the chosen child is drawn.
struct ViewThatFitsLayout: ContainerLayout {
  let horizontal: Bool
  let vertical: Bool

  /// The index of the child shown within a proposal.
  func choice(_ node: LayoutNode, for p: ViewRenderer.Size) -> Int? {
    guard !node.children.isEmpty else { return nil }
    for (index, child) in node.children.enumerated() {
      let ideal = child.size(
        for: ViewRenderer.Size(
          width: horizontal ? LayoutNode.ideal : p.width,
          height: vertical ? LayoutNode.ideal : p.height))
      if (!horizontal || ideal.width <= p.width) && (!vertical || ideal.height <= p.height) {
        return index
      }
    }
    return node.children.count - 1
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    guard let index = choice(node, for: p) else { return ViewRenderer.Size(width: 0, height: 0) }
    return node.children[index].size(for: p)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    guard let index = choice(node, for: proposal) else { return PlacedView(rect: rect) }
    return PlacedView(
      rect: rect, children: [node.children[index].place(in: rect, proposal: proposal)])
  }
}
