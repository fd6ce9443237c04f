/// A view that layers its children back to front, each aligned in the stack's bounds, as
/// SwiftUI's `ZStack`.
public struct ZStack<Content: View>: _PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Creates a stack that layers its children with an alignment.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Resolves to a stack of the content's views overlaid, first at the back.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .zStack(
      alignment: alignment,
      children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}
