/// Builds the content states of a Live Activity preview.
///
/// As WidgetKit's `PreviewActivityBuilder`: one state per statement, in order; `for` loops add theirs.
@resultBuilder
public struct PreviewActivityBuilder<Attributes: ActivityAttributes> {
  /// One content state.
  public static func buildExpression(_ state: Attributes.ContentState)
    -> [Attributes.ContentState]
  {
    [state]
  }

  /// The first statement's states.
  public static func buildPartialBlock(first: [Attributes.ContentState])
    -> [Attributes.ContentState]
  {
    first
  }

  /// The states so far followed by the next statement's.
  public static func buildPartialBlock(
    accumulated: [Attributes.ContentState], next: [Attributes.ContentState]
  ) -> [Attributes.ContentState] {
    accumulated + next
  }

  /// The states of a `for` loop's iterations, in order.
  public static func buildArray(_ components: [[Attributes.ContentState]])
    -> [Attributes.ContentState]
  {
    components.flatMap { $0 }
  }

  /// No statements: no states.
  public static func buildBlock() -> [Attributes.ContentState] { [] }
}
