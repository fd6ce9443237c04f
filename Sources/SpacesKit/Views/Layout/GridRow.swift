/// A row of a `Grid`: one cell per child view, as SwiftUI's `GridRow`.
public struct GridRow<Content: View>: _PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row whose cells align vertically as given (the grid's alignment when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Resolves to a grid row of the content's views.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .layout(
      .gridRow(
        alignment: alignment,
        cells: resolveViewNode(content, environment: environment).flattenedChildren))
  }
}
