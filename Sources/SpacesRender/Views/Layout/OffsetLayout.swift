import SpacesKit

/// `offset(x:y:)`: the content drawn moved by whole cells; its layout stays where it was.
struct OffsetLayout: ContainerLayout {
  let columns: Int
  let rows: Int

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    node.children[0].size(for: p)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let moved = Rect(
      x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height)
    return PlacedView(
      rect: moved, children: [node.children[0].place(in: moved, proposal: proposal)])
  }
}
