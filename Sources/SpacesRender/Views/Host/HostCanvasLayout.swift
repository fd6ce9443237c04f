import SpacesKit

/// The layout of a `HostCanvas` leaf: a fixed length, or what is offered within limits, along
/// each axis; placed, it carries the canvas for `ViewRenderer` to paint.
struct HostCanvasLayout: ContainerLayout {
  /// The leaf.
  let canvas: HostCanvas

  func size(of node: LayoutNode, for proposal: ViewRenderer.Size) -> ViewRenderer.Size {
    ViewRenderer.Size(
      width: Self.length(canvas.width, offered: proposal.width),
      height: Self.length(canvas.height, offered: proposal.height))
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    PlacedView(rect: rect, content: .canvas(canvas))
  }

  /// A length along one axis within an offer: the ideal offer takes the minimum, an unbounded
  /// one the maximum (or as much as offered, with none).
  static func length(_ length: HostCanvas.Length, offered: Int) -> Int {
    switch length {
    case .fixed(let cells):
      return max(0, cells)
    case .flexible(let low, let high):
      if offered == LayoutNode.ideal { return max(0, low) }
      return max(0, low, min(high ?? offered, offered))
    }
  }
}
