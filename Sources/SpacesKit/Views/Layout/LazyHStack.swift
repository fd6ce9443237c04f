import Foundation

/// A horizontal stack that SwiftUI builds lazily, laid out as an `HStack`.
///
/// A widget draws every column at once.
public struct LazyHStack<Content: View>: _PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack with the given alignment and spacing (points).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Resolves as an `HStack`.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .stack(
      .horizontal, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}
