import SpacesKit

/// `ScrollView`: takes the proposal and offers its content unlimited length along the scroll
/// axes; a widget can't scroll, so the content is drawn from its start and cut (and marked)
/// where the space ends.
struct ScrollViewLayout: ContainerLayout {
  let horizontal: Bool
  let vertical: Bool

  private func offer(_ p: ViewRenderer.Size) -> ViewRenderer.Size {
    ViewRenderer.Size(
      width: horizontal ? LayoutNode.ideal : p.width, height: vertical ? LayoutNode.ideal : p.height
    )
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    let content = node.children[0].size(for: offer(p))
    return ViewRenderer.Size(
      width: p.width >= LayoutNode.unbounded ? content.width : p.width,
      height: p.height >= LayoutNode.unbounded ? content.height : p.height)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let offer = offer(proposal)
    let content = node.children[0].size(for: offer)
    // Drawn from its start along the scroll axes, centred across them, as SwiftUI shows it.
    let width = horizontal ? content.width : min(content.width, rect.width)
    let height = vertical ? content.height : min(content.height, rect.height)
    let box = Rect(
      x: rect.x + (horizontal ? 0 : (rect.width - width) / 2),
      y: rect.y + (vertical ? 0 : (rect.height - height) / 2), width: width, height: height)
    return PlacedView(rect: rect, children: [node.children[0].place(in: box, proposal: offer)])
  }
}
