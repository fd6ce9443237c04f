import Foundation

/// A container that arranges its `GridRow`s in shared columns, as SwiftUI's `Grid`.
///
/// Each column is as wide as its widest cell.
public struct Grid<Content: View>: _PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid with an alignment for its cells and spacings in points.
  ///
  /// The spacings separate columns and rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// Resolves to a grid of the content's rows.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .layout(
      .grid(
        alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init),
        verticalSpacing: verticalSpacing.map(Double.init),
        rows: resolveViewNode(content, environment: environment).flattenedChildren))
  }
}
