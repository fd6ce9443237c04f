import Foundation
import SpacesKit

/// Waking the Smart Stacks when a relevance changes with no new entry: a member's current
/// `TimelineEntryRelevance` runs out after its `duration`, or one of the apps' relevant intents
/// (`RelevantContext.date`) starts or stops holding. One deadline, at the earliest such moment;
/// none while nothing is due, so an idle dashboard stays asleep.
extension WidgetsFeature {
  /// Schedules (or moves, or cancels) the stacks' one wake for the earliest moment a member's
  /// relevance changes by the clock alone.
  static func scheduleStackWake(state: inout State, context: inout ReduceContext) {
    let next = nextStackWake(state: state, context: context)
    guard next != state.stackWake else { return }
    state.stackWake = next
    if let next {
      context.schedule(.widgets(.stackRelevance), at: next)
    } else {
      context.cancel(.widgets(.stackRelevance))
    }
  }

  /// The earliest moment after now at which a rotating stack's scores change without a new
  /// entry: a member's current entry's relevance ends (its date plus a non-zero `duration`), or
  /// a relevant intent for a member's kind starts or ends.
  static func nextStackWake(state: State, context: ReduceContext) -> Date? {
    let now = context.now
    var kinds: Set<String> = []
    var earliest: Date?
    func consider(_ date: Date) {
      guard date > now, date.timeIntervalSince1970.isFinite else { return }
      if earliest.map({ date < $0 }) ?? true { earliest = date }
    }
    for stack in state.stacks where stack.smartRotate {
      for id in stack.members {
        guard let widget = state.instances[id] else { continue }
        if stack.widgetSuggestions { kinds.insert(widget.kind) }
        if let end = widget.relevanceEnd { consider(end) }
      }
    }
    guard !kinds.isEmpty else { return earliest }
    for record in context.dashboard.donations.relevantIntents
    where kinds.contains(record.widgetKind) {
      consider(record.relevance.start)
      consider(record.relevance.end)
    }
    return earliest
  }
}

extension WidgetInstance {
  /// When the current entry's relevance runs out: its date plus its `duration` (`nil` for no
  /// relevance, or a duration of 0, which lasts while the entry is on show).
  var relevanceEnd: Date? {
    guard let current, entries.indices.contains(current),
      let relevance = entries[current].relevance, relevance.duration > 0,
      relevance.duration.isFinite
    else { return nil }
    return entries[current].date + relevance.duration
  }
}
