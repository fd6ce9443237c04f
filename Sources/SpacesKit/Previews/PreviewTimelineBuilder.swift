/// Builds the entries of a widget preview's timeline, as WidgetKit's `PreviewTimelineBuilder`.
///
/// One entry per statement, in order; `for` loops add theirs.
@resultBuilder
public struct PreviewTimelineBuilder {
  /// One entry.
  public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] {
    [entry]
  }

  /// The first statement's entries.
  public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] {
    first
  }

  /// The entries so far followed by the next statement's.
  public static func buildPartialBlock(
    accumulated: [any TimelineEntry], next: [any TimelineEntry]
  ) -> [any TimelineEntry] {
    accumulated + next
  }

  /// The entries of a `for` loop's iterations, in order.
  public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
    components.flatMap { $0 }
  }

  /// No statements: no entries.
  public static func buildBlock() -> [any TimelineEntry] { [] }
}
