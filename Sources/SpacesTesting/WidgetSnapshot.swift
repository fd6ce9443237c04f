import Foundation
import SpacesEngine
import SpacesKit

/// A placed widget as the dashboard shows it now.
///
/// Its timeline, the entry on screen and its next reload.
///
/// ```swift
/// let widget = try #require(dashboard.widget("BrewHistory"))
/// #expect(widget.texts.contains("3 cups"))
/// #expect(widget.policy == .atEnd)
/// ```
public struct WidgetSnapshot: Equatable, Sendable {
  /// The widget's kind, as declared (`StaticConfiguration(kind:)`).
  public var kind: String
  /// The family it is placed in.
  public var family: WidgetFamily
  /// Its name in the event log ("BrewHistory#1").
  public var name: String
  /// The name the widget gallery shows (`configurationDisplayName`, else the kind's last part).
  public var displayName: String
  /// Whether it still shows its placeholder (no timeline yet).
  public var isPlaceholder: Bool
  /// The dates of its timeline's entries.
  public var entryDates: [Date]
  /// The date of the entry on screen; `nil` for the placeholder.
  public var currentEntryDate: Date?
  /// The literal texts of the view on screen, in order (live dates and timers excluded).
  public var texts: [String]
  /// Its timeline's reload policy; `nil` before the first timeline.
  public var policy: TimelineReloadPolicy?
  /// When the system reloads it next, if a reload is scheduled.
  public var nextReloadDate: Date?
  /// What went wrong with its last timeline, if anything.
  public var problem: String?

  /// Reads a placed widget.
  init(_ widget: WidgetInstance, displayName: String?) {
    kind = widget.kind
    self.displayName = displayName ?? widget.kind.shortKind
    family = widget.family
    name = widget.name
    let view = widget.view
    isPlaceholder = view.isPlaceholder
    entryDates = widget.entries.map(\.date)
    currentEntryDate = widget.current.flatMap {
      widget.entries.indices.contains($0) ? widget.entries[$0].date : nil
    }
    texts = view.node.verbatimTexts
    policy = widget.policy
    nextReloadDate = widget.nextReload?.date
    problem = widget.problem
  }
}
