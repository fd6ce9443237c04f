import Foundation

/// A type that specifies the date to display a widget, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
  /// The date for WidgetKit to render the widget.
  var date: Date { get }
  /// How relevant the entry is to people (the Smart Stack's rotation); `nil` by default.
  var relevance: TimelineEntryRelevance? { get }
}
