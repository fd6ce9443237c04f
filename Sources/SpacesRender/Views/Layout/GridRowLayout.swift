import SpacesKit

/// A `GridRow` inside a `Grid`: its children are the row's cells, which the grid sizes and
/// places in its columns (`GridLayout`); the row itself only carries its vertical alignment.
struct GridRowLayout: ContainerLayout {
  /// How the row's cells align vertically (`nil`: the grid's alignment).
  let alignment: VerticalAlignment?

  /// The grid measures the row's cells; the row alone takes no room.
  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    ViewRenderer.Size(width: 0, height: 0)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    PlacedView(rect: rect)
  }
}
