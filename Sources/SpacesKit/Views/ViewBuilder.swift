/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// The result keeps its views unresolved, so each is resolved later under the environment of
/// the place the result appears in.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// Passes a view statement through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Builds an empty closure as a view that shows nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Builds a closure of one view as that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Builds a closure of several views as a tuple view that lays them out in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [AnyView] = []
    for view in repeat each content {
      children.append(AnyView(view))
    }
    return TupleView(value: (repeat each content), children: children)
  }

  /// Builds an `if` without `else`: the view when the condition holds, else nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Builds the `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Builds the `else` branch of an `if`/`else` or a later case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Builds an `if #available` branch, erasing its type.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
