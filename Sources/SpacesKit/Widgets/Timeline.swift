import Foundation

/// The entries a widget shows over time, and when to ask for new ones.
///
/// As WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, each rendered at its date.
  public let entries: [EntryType]
  /// When to ask for a new timeline.
  public let policy: TimelineReloadPolicy

  /// Creates a timeline from entries and a reload policy.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}
