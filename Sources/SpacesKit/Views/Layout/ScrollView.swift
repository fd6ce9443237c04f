import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// A widget can't scroll, so the content is laid out at its full length along the axes, drawn
/// from the start, and cut (and marked) where the space ends.
public struct ScrollView<Content: View>: _PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Creates a scroll view along the axes (vertical by default); indicators are never drawn.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// Resolves to a scroll view of the content, stacked vertically as SwiftUI does.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let children = resolveViewNode(content, environment: environment).flattenedChildren
    let node: ViewNode =
      children.count == 1
      ? children[0]
      : .stack(
        axes == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil,
        children: children)
    return .layout(.scrollView(axes: axes, content: node))
  }
}
