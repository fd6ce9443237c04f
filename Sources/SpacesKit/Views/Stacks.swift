import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: _PrimitiveView {
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

  /// Resolves to a horizontal stack of the content's views, with its alignment and spacing.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .stack(
      .horizontal, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: _PrimitiveView {
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

  /// Resolves to a vertical stack of the content's views, with its alignment and spacing.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .stack(
      .vertical, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: _PrimitiveView {
  let minLength: CGFloat?

  /// Creates a spacer with an optional minimum length (points).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  /// Resolves to a spacer that takes the free space along its stack's axis.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .spacer(minLength: minLength.map(Double.init))
  }
}

/// A view that groups several views without laying them out itself.
public struct Group<Content: View>: _PrimitiveView {
  let content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Resolves to a group of the content's views, laid out by the group's container.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .group(resolveViewNode(content, environment: environment).flattenedChildren)
  }
}

extension ViewNode {
  /// The children a stack gets from this builder result: groups are spliced, empties dropped.
  package var flattenedChildren: [ViewNode] {
    switch self {
    case .empty: []
    case .group(let nodes): nodes.flatMap(\.flattenedChildren)
    default: [self]
    }
  }
}
