/// A view that shows the first of its children that fits, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: _PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that picks the first child whose ideal size fits on the given axes.
  ///
  /// The last child is shown when none fits.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// Resolves to a choice among the content's views.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .layout(
      .viewThatFits(
        axes: axes, children: resolveViewNode(content, environment: environment).flattenedChildren
      ))
  }
}
