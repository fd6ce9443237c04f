/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> ResolvedView
  {
    var nodes: [ViewNode] = []
    for view in repeat each content {
      nodes.append(resolveViewNode(view))
    }
    return ResolvedView(.group(nodes))
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<First: View>(first: First) -> ResolvedView {
    ResolvedView(resolveViewNode(first))
  }

  public static func buildEither<Second: View>(second: Second) -> ResolvedView {
    ResolvedView(resolveViewNode(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> ResolvedView {
    ResolvedView(resolveViewNode(content))
  }
}
