import SpacesKit

/// A dashboard view tree laid out once in its rectangle: drawing draws the placed tree and
/// mouse routing reads where its parts went (`rect(of:)`, by the identities the tree gives
/// them with `.id(_:)`), so a click lands on the cells a part is drawn in — one geometry for
/// both, worked out by the view pipeline.
package struct PlacedTree {
  /// The tree.
  package let node: ViewNode
  /// The rectangle it is laid out in.
  package let rect: Rect
  /// The tree laid out in `rect`.
  package let placed: PlacedView
  /// What the tree is, named in the log when it doesn't fit.
  let owner: String

  /// Lays a tree out in a rectangle, as `Painter.draw(_:in:owner:frame:)` would.
  package init(_ node: ViewNode, in rect: Rect, owner: String, context: RenderContext) {
    self.node = node
    self.rect = rect
    self.owner = owner
    placed = ViewRenderer(context: context).layout(node, in: rect)
  }

  /// The cells of the part given an identity (`.id(_:)`); `nil` when no part has it.
  package func rect(of id: ViewIdentity) -> Rect? {
    placed.rect(of: id)
  }

  /// Draws the placed tree as `Painter.draw(_:in:owner:frame:)` draws a tree: content that
  /// doesn't fit is drawn up to the edge and marked (unless `marksOverflow` is off, for a tree
  /// its caller clips on purpose, as a scrolled page).
  package func draw(painter: Painter, marksOverflow: Bool = true, frame: inout Frame) {
    guard rect.width > 0, rect.height > 0 else { return }
    let renderer = ViewRenderer(context: painter.context)
    let style = ViewRenderer.DrawingStyle(foreground: painter.theme.color(.text))
    renderer.draw(placed, frame: &frame, style: style)
    guard marksOverflow else { return }
    renderer.markOverflow(
      of: placed, node: node, in: rect, owner: owner, frame: &frame, style: style)
  }
}
