import Foundation
import SpacesKit

/// Widgets' reloads: each widget's `ReloadMachine` under WidgetKit's rules (a budget of counted
/// reloads a day, the least spacing between policy reloads, exempt causes, Developer Mode), a
/// new timeline shown and its policy's reload scheduled, a failing provider retried with
/// backoff.
extension WidgetsFeature {
  /// Asks for a reload: coalesced behind a running load, refused (and logged) past the budget,
  /// deferred by the least spacing, else started.
  static func request(
    _ id: WidgetID, cause: ReloadCause, state: inout State, context: inout ReduceContext
  ) {
    let now = context.now
    let rules = state.rules
    let exempt =
      cause.isExempt || state.developerMode || (cause == .app && state.appInForeground)
    state.modify(id) { widget in
      let (outcome, steps) = widget.reload.request(cause, now: now, rules: rules, exempt: exempt)
      switch outcome {
      case .coalesced:
        context.log(.widgets(.reload(widget.name, cause: cause, coalesced: true)))
      case .denied(let used, let limit, let retryAt):
        context.log(
          .widgets(
            .budgetDenied(
              widget.name, requested: cause, used: used, limit: limit, retryAt: retryAt)))
      case .deferred(let until):
        context.log(.widgets(.deferred(widget.name, until: until)))
      case .started:
        // The first load after the widget's intents returned shows what they changed.
        if !widget.interaction.isIdle, widget.interaction.performing == 0 {
          widget.interaction.reloadGeneration = widget.reload.generation
        }
        context.log(.widgets(.reload(widget.name, cause: cause, coalesced: false)))
      }
      context.perform(steps, for: WidgetReload(id: id))
    }
  }

  /// A timeline came back: sorted by date, the latest entry not in the future shown, the next
  /// entry and the policy's reload scheduled.
  static func loaded(
    _ id: WidgetID, generation: Int, _ timeline: ResolvedTimeline, state: inout State,
    context: inout ReduceContext
  ) {
    let budget = state.budget
    let developerMode = state.developerMode
    let previousStandBy = state.standByEntryView(id)
    var landed = false
    var changed = false
    let queued = state.modify(id) { widget -> ReloadCause? in
      guard widget.reload.accepts(generation: generation) else { return nil }
      landed = true
      let (steps, next) = widget.reload.succeed()
      context.perform(steps, for: WidgetReload(id: id))
      let now = context.now
      context.log(
        .widgets(
          .timeline(
            widget.name, entries: timeline.entries.count, policy: timeline.policy)
        ))
      widget.problem = nil
      let previous = widget.entryView
      if timeline.entries.isEmpty {
        widget.problem = "the timeline has no entries; the widget keeps what it showed"
      } else {
        let entries = timeline.entries
        let inOrder = zip(entries, entries.dropFirst()).allSatisfy { $0.date <= $1.date }
        if !inOrder {
          widget.problem = "the timeline's entries were out of order; sorted by date"
          widget.entries = entries.enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
          }.map(\.element)
        } else {
          if entries.count > 1, entries[1].date <= now {
            widget.problem = "several entries are in the past; the latest of them shows"
          }
          widget.entries = entries
        }
        widget.current = nil
      }
      if let problem = widget.problem { context.log(.widgets(.problem(widget.name, problem))) }
      widget.policy = timeline.policy
      showCurrent(&widget, context: &context)
      changed = widget.recordTransition(from: previous, at: context.presentationNow)
      endInteraction(&widget, generation: generation)
      schedulePolicyReload(
        &widget, budget: budget, developerMode: developerMode, context: &context)
      return next
    }
    if landed {
      // StandBy's drawing was of the old entries; its view before the change goes with the
      // transition.
      if !timeline.entries.isEmpty { state.forgetStandByViews(id) }
      if changed { state.recordStandByTransition(id, from: previousStandBy) }
      redrawForStandBy(id, state: state, context: &context)
    }
    if let queued = queued ?? nil { request(id, cause: queued, state: &state, context: &context) }
  }

  /// The provider failed (or took too long: its work is abandoned): the widget keeps what it
  /// shows, and tries again after a backoff (the least spacing, doubled after each further
  /// failure in a row, at most an hour).
  static func failed(
    _ id: WidgetID, generation: Int, _ message: String, timedOut: Bool, state: inout State,
    context: inout ReduceContext
  ) {
    let rules = state.rules
    let queued = state.modify(id) { widget -> ReloadCause? in
      guard widget.reload.accepts(generation: generation) else { return nil }
      let (steps, _, next) = widget.reload.fail(now: context.now, rules: rules, timedOut: timedOut)
      widget.problem = message
      endInteraction(&widget, generation: generation)
      context.log(.widgets(.failed(widget.name, message)))
      context.perform(steps, for: WidgetReload(id: id))
      return next
    }
    if let queued = queued ?? nil { request(id, cause: queued, state: &state, context: &context) }
  }

  /// Schedules the reload the timeline's policy asks for: `.atEnd` after the last entry's date,
  /// `.after(date)` at the date, `.never` not at all; never sooner than the least spacing after
  /// the last reload (a date in the past reloads soon, not in a loop).
  static func schedulePolicyReload(
    _ widget: inout WidgetInstance, budget: ReloadBudget, developerMode: Bool,
    context: inout ReduceContext
  ) {
    guard let policy = widget.policy else { return }
    let requested: Date
    switch policy._rule {
    case .never:
      context.perform(widget.reload.cancelScheduled([.policy]), for: WidgetReload(id: widget.id))
      return
    case .atEnd: requested = widget.entries.last?.date ?? context.now
    case .after(let date): requested = date
    }
    let spacing = developerMode ? 1 : budget.minimumSpacing
    let earliest = (widget.lastReload ?? context.now) + spacing
    let reload = ReloadMachine.ScheduledReload(
      date: max(requested, earliest, context.now + 1), reason: .policy, cause: .policy)
    context.perform(widget.reload.schedule(reload), for: WidgetReload(id: widget.id))
  }
}

/// A widget as a reload machine's item: its timeline effects and deadlines.
struct WidgetReload: ReloadTarget {
  var id: WidgetID

  func load(generation: Int) -> Effect { .widgets(.loadTimeline(id, generation: generation)) }
  func abandon(generation: Int) -> Effect { .widgets(.cancelLoad(id, generation: generation)) }
  var timeoutDeadline: DeadlineID { .widgets(.reloadTimeout(id)) }
  var scheduledReloadDeadline: DeadlineID { .widgets(.scheduledReload(id)) }
}
