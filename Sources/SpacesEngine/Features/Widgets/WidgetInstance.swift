import DequeModule
import Foundation
import SpacesKit

/// One placed widget: its timeline, the entry on screen, its reload state and its budget.
public struct WidgetInstance: Equatable, Sendable {
  /// When and why the next reload happens.
  public typealias ScheduledReload = ReloadMachine.ScheduledReload

  public let id: WidgetID
  public let kind: String
  public let family: WidgetFamily
  /// The name in the event log ("character-detail#1").
  public let name: String
  /// The configuration intent (`nil` for a static widget).
  public var configuration: IntentBox?
  /// The provider's placeholder, shown redacted until the first timeline.
  public var placeholder: ViewNode
  /// The timeline's entries, by date.
  public var entries: [ResolvedEntry] = []
  /// The timeline's reload policy (`nil` before the first timeline).
  public var policy: TimelineReloadPolicy?
  /// The entry on screen (`nil`: the placeholder).
  public var current: Int?
  /// Its reloads: coalescing, generations, timeout, backoff, the budget, the next scheduled
  /// reload.
  public var reload = ReloadMachine()
  /// What went wrong with the last timeline (shown in the inspector).
  public var problem: String?
  /// What a press of the widget's own Button or Toggle changed until the new entry lands.
  public var interaction = WidgetInteraction()
  /// The last change of the view on screen, which the renderer animates.
  public var transition: EntryTransition?

  public init(
    id: WidgetID, kind: String, family: WidgetFamily, configuration: IntentBox? = nil,
    placeholder: ViewNode = .empty
  ) {
    self.id = id
    self.kind = kind
    self.family = family
    self.name = "\(kind.shortKind)\(id)"
    self.configuration = configuration
    self.placeholder = placeholder
  }

  /// Whether a load runs.
  public var isLoading: Bool { reload.isLoading }
  /// The next scheduled reload.
  public var nextReload: ScheduledReload? { reload.scheduled }
  /// When the counted reloads of the budget's window started, oldest first.
  public var countedReloads: Deque<Date> { reload.counted }
  /// When the last load started.
  public var lastReload: Date? { reload.lastStart }
  /// Loads that failed in a row since the last timeline came (each retry waits twice as long).
  public var failures: Int { reload.failureCount }

  /// The view on screen and whether it is the placeholder (drawn redacted).
  public var view: (node: ViewNode, isPlaceholder: Bool) {
    if let current, entries.indices.contains(current) { return (entries[current].view, false) }
    return (placeholder, true)
  }

  /// The entry view on screen (`nil` while the placeholder shows).
  public var entryView: ViewNode? {
    if let current, entries.indices.contains(current) { return entries[current].view }
    return nil
  }

  /// Records a change of the view on screen from `previous` (an entry's view; changes from the
  /// placeholder appear at once, as a widget's first timeline does) at `startedAt`.
  mutating func recordTransition(from previous: ViewNode?, at startedAt: Date) {
    guard let previous, let now = entryView, previous != now else { return }
    transition = EntryTransition(from: previous, startedAt: startedAt)
  }

}

extension ViewNode {
  /// The literal texts of the tree, in order, joined by spaces (tests and the inspector read it).
  public var plainText: String {
    var parts: [String] = []
    forEachNode { node in
      if case .text(.verbatim(let text)) = node { parts.append(text) }
    }
    return parts.joined(separator: " ")
  }
}
