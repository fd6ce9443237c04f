import Foundation

/// A type that advises WidgetKit when to update a widget's display.
///
/// As WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
  /// The type of the entries.
  associatedtype Entry: TimelineEntry
  /// What the provider learns about the widget.
  typealias Context = TimelineProviderContext

  /// An entry with sample data, shown redacted while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// The entry for the current time (the widget gallery's preview).
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  /// The entries for the current time and, optionally, future times.
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A type that advises WidgetKit when to update a configurable widget's display.
///
/// As WidgetKit's `AppIntentTimelineProvider`: each method receives the widget's configuration
/// intent.
public protocol AppIntentTimelineProvider {
  /// The type of the entries.
  associatedtype Entry: TimelineEntry
  /// The configuration intent.
  associatedtype Intent: WidgetConfigurationIntent
  /// What the provider learns about the widget.
  typealias Context = TimelineProviderContext

  /// An entry with sample data, shown redacted while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// The entry for the current time and a configuration.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The entries for a configuration.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Preconfigured widgets, for where widgets can't be configured (none by default).
  func recommendations() -> [AppIntentRecommendation<Intent>]
}
