import SpacesKit

/// `aspectRatio(_:contentMode:)`: offers the content the largest size of the ratio (width over
/// height, in points) that fits the proposal, or the smallest that fills it; a `nil` ratio is
/// the content's ideal one. A column is 8 points and a row 16, so a ratio of 1 is two columns a
/// row.
struct AspectRatioLayout: ContainerLayout {
  let ratio: Double?
  let fill: Bool

  /// The offer for the content within a proposal.
  func offer(_ node: LayoutNode, _ p: ViewRenderer.Size) -> ViewRenderer.Size {
    var ratio = self.ratio ?? node.children[0].intrinsicAspectRatio
    if ratio == nil {
      let ideal = node.children[0].size(
        for: ViewRenderer.Size(width: LayoutNode.ideal, height: LayoutNode.ideal))
      if ideal.width > 0, ideal.height > 0, ideal.width < LayoutNode.unbounded,
        ideal.height < LayoutNode.unbounded
      {
        ratio = Double(ideal.width * 8) / Double(ideal.height * 16)
      }
    }
    guard let ratio, ratio.isFinite, ratio > 0 else { return p }
    // Columns per row for the ratio.
    let perRow = ratio * 2
    let widthBounded = p.width < LayoutNode.unbounded
    let heightBounded = p.height < LayoutNode.unbounded
    switch (widthBounded, heightBounded) {
    case (false, false):
      return p
    case (true, false):
      return ViewRenderer.Size(width: p.width, height: Self.cells(Double(p.width) / perRow))
    case (false, true):
      return ViewRenderer.Size(width: Self.cells(Double(p.height) * perRow), height: p.height)
    case (true, true):
      let byWidth = ViewRenderer.Size(
        width: p.width, height: Self.cells(Double(p.width) / perRow))
      let byHeight = ViewRenderer.Size(
        width: Self.cells(Double(p.height) * perRow), height: p.height)
      let widthLimits = byWidth.height <= p.height
      return fill ? (widthLimits ? byHeight : byWidth) : (widthLimits ? byWidth : byHeight)
    }
  }

  private static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return max(0, min(LayoutNode.unbounded - 1, Int(value.rounded())))
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    node.children[0].size(for: offer(node, p))
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    // Content that fills is centred on the space and reaches past it: SwiftUI draws it over
    // the neighbours, a cell grid crops it to the space (as `clipped()` would), unmarked.
    let offer = offer(node, proposal)
    let size = node.children[0].size(for: offer)
    let box = Rect(
      x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2,
      width: size.width, height: size.height)
    return PlacedView(
      rect: rect, content: fill ? .style(.clipped) : .none,
      children: [node.children[0].place(in: box, proposal: offer)])
  }
}
