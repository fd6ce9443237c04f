import Foundation
import SpacesKit

/// `GeometryReader`: takes the whole proposal (one cell each way when asked for its ideal
/// size) and builds its content for that size in points, placed at the top leading corner.
struct GeometryReaderLayout: ContainerLayout {
  let content: GeometryContent
  let context: RenderContext
  let inherited: LayoutNode.Inherited

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    ViewRenderer.Size(
      width: p.width >= LayoutNode.unbounded ? 1 : p.width,
      height: p.height >= LayoutNode.unbounded ? 1 : p.height)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let built = content.content(
      for: CGSize(width: CGFloat(rect.width * 8), height: CGFloat(rect.height * 16)))
    let child = LayoutNode.make(built, context: context, inherited: inherited)
    let offer = ViewRenderer.Size(width: rect.width, height: rect.height)
    let size = child.size(for: offer)
    return PlacedView(
      rect: rect,
      children: [
        child.place(
          in: Rect(
            x: rect.x, y: rect.y, width: min(size.width, rect.width),
            height: min(size.height, rect.height)),
          proposal: offer)
      ])
  }
}
