import DequeModule
import Foundation
import SpacesKit

/// One placed widget: its timeline, the entry on screen, its reload state and its budget.
package struct WidgetInstance: Equatable, Sendable {
  /// When and why the next reload happens.
  package typealias ScheduledReload = ReloadMachine.ScheduledReload

  package let id: WidgetID
  package let kind: String
  package let family: WidgetFamily
  /// The name in the event log ("character-detail#1").
  package let name: String
  /// The configuration intent (`nil` for a static widget).
  package var configuration: IntentBox?
  /// The provider's placeholder, shown redacted until the first timeline.
  package var placeholder: ViewNode
  /// The timeline's entries, by date.
  package var entries: [ResolvedEntry] = []
  /// The timeline's reload policy (`nil` before the first timeline).
  package var policy: TimelineReloadPolicy?
  /// The entry on screen (`nil`: the placeholder).
  package var current: Int?
  /// Its reloads: coalescing, generations, timeout, backoff, the budget, the next scheduled
  /// reload.
  package var reload = ReloadMachine()
  /// What went wrong with the last timeline (shown in the inspector).
  package var problem: String?
  /// What a press of the widget's own Button or Toggle changed until the new entry lands.
  package var interaction = WidgetInteraction()
  /// The last change of the view on screen, which the renderer animates.
  package var transition: EntryTransition?

  package init(
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
  package var isLoading: Bool { reload.isLoading }
  /// The next scheduled reload.
  package var nextReload: ScheduledReload? { reload.scheduled }
  /// When the counted reloads of the budget's window started, oldest first.
  package var countedReloads: Deque<Date> { reload.counted }
  /// When the last load started.
  package var lastReload: Date? { reload.lastStart }
  /// Loads that failed in a row since the last timeline came (each retry waits twice as long).
  package var failures: Int { reload.failureCount }

  /// The view on screen and whether it is the placeholder (drawn redacted).
  package var view: (node: ViewNode, isPlaceholder: Bool) {
    if let current, entries.indices.contains(current) { return (entries[current].view, false) }
    return (placeholder, true)
  }

  /// The entry view on screen (`nil` while the placeholder shows).
  package var entryView: ViewNode? {
    if let current, entries.indices.contains(current) { return entries[current].view }
    return nil
  }

  /// Records a change of the view on screen from `previous` (an entry's view; changes from the
  /// placeholder appear at once, as a widget's first timeline does) at `startedAt`. Returns
  /// whether it recorded one (the view changed).
  @discardableResult
  mutating func recordTransition(from previous: ViewNode?, at startedAt: Date) -> Bool {
    guard let previous, let now = entryView, previous != now else { return false }
    transition = EntryTransition(from: previous, startedAt: startedAt)
    return true
  }

}

extension ViewNode {
  /// The literal texts of the tree, in order, joined by spaces (tests and the inspector read it).
  package var plainText: String { verbatimTexts.joined(separator: " ") }

  /// The literal texts of the tree, depth first (live dates and timers left out).
  package var verbatimTexts: [String] {
    var texts: [String] = []
    forEachNode { node in
      if case .text(.verbatim(let text)) = node { texts.append(text) }
    }
    return texts
  }
}
