import Foundation

/// A vertical stack that SwiftUI builds lazily, laid out as a `VStack`.
///
/// A widget draws every row at once.
public struct LazyVStack<Content: View>: _PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a vertical stack with the given alignment and spacing (points).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Resolves as a `VStack`.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .stack(
      .vertical, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}
