import SpacesKit

/// `hidden()`: the content's space, and nothing drawn (its buttons can't be pressed).
struct HiddenLayout: ContainerLayout {
  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    node.children[0].size(for: p)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    PlacedView(rect: rect)
  }
}
