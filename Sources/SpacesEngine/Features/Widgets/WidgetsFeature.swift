import DequeModule
import Foundation
import OrderedCollections
import SpacesKit

/// Home Screen and Lock Screen widgets: their timelines, the entry each shows, reload policies
/// and the refresh budget.
///
/// Time comes only from `context.now`: entries switch at their dates through deadlines, a
/// policy reload is a deadline, and the budget counts reloads in a rolling window of the
/// engine's clock, so a virtual clock runs a day of widgets in an instant.
public enum WidgetsFeature {
  /// The widgets' state.
  public struct State: Equatable, Sendable {
    /// The placed widgets, in placement order (Home Screen, then Lock Screen by family).
    public var instances: OrderedDictionary<WidgetID, WidgetInstance> = [:]
    /// The refresh budget of each instance.
    public var budget = WidgetBudget()
    /// Whether Developer Mode lifts the budget (as WidgetKit's Developer Mode does).
    public var developerMode = false
    /// Whether the widgets' app runs in the foreground (its reload requests are free).
    public var appInForeground = false
    /// The next instance number.
    public var nextID = 1
    /// The focused widget on the Home Screen (an index into `homeScreen`).
    public var focus = 0
    /// The focused interactive element (Button/Toggle) of the focused widget, in
    /// `ViewNode.interactiveElements` order.
    public var elementFocus = 0

    public init() {}

    /// The Home Screen's widgets (system families), in order.
    public var homeScreen: [WidgetInstance] { instances.values.filter { $0.family.isSystem } }
    /// The Lock Screen's accessory widgets, in order.
    public var lockScreen: [WidgetInstance] { instances.values.filter { !$0.family.isSystem } }
    /// Changes a widget in place (no copy of its timeline); `nil` when there is no such widget.
    @discardableResult
    mutating func modify<Result>(_ id: WidgetID, _ body: (inout WidgetInstance) -> Result)
      -> Result?
    {
      guard let index = instances.index(forKey: id) else { return nil }
      return body(&instances.values[index])
    }

    /// The focused Home Screen widget.
    public var focused: WidgetInstance? {
      let home = homeScreen
      return home.indices.contains(focus) ? home[focus] : home.first
    }
  }

  /// What can happen to widgets.
  public enum Action: Equatable, Sendable {
    /// Place a widget (its first timeline loads at once).
    case add(kind: String, family: WidgetFamily, configuration: IntentBox?, placeholder: ViewNode)
    /// Remove a widget.
    case remove(WidgetID)
    /// Reload the timelines of a kind's widgets, or all (`nil`).
    case reload(kind: String?, cause: WidgetReloadCause)
    /// Reload one widget (its own Button/Toggle intent ran).
    case reloadWidget(WidgetID, cause: WidgetReloadCause)
    /// A timeline came back from the provider.
    case loaded(WidgetID, generation: Int, ResolvedTimeline)
    /// The provider failed (or took too long).
    case loadFailed(WidgetID, generation: Int, String)
    /// Developer Mode on or off.
    case setDeveloperMode(Bool)
    /// The widgets' app came to the foreground or left it.
    case setAppForeground(Bool)
    /// A new budget.
    case setBudget(WidgetBudget)
    /// Move the Home Screen focus by a number of widgets.
    case moveFocus(by: Int)
    /// Tab: the next (previous) interactive element of the focused widget, past its last (first)
    /// element the next (previous) widget.
    case cycleFocus(by: Int)
    /// Focus a Home Screen widget (an index into `homeScreen`) and one of its elements (a click).
    case focus(Int, element: Int)
    /// Press a widget's interactive element (a Button or a Toggle with an intent).
    case press(WidgetID, element: Int)
    /// The intent a widget's element ran ended: the widget reloads (guaranteed).
    case interactionEnded(WidgetID, IntentOutcome)
  }

  /// What a widget waits for.
  public enum Deadline: Hashable, Sendable {
    /// The next entry's date.
    case entry(WidgetID)
    /// The next scheduled reload.
    case reload(WidgetID)
    /// The running load takes too long.
    case timeout(WidgetID)
  }

  /// What the event log says about widgets.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    /// A reload started.
    case reload(String, cause: WidgetReloadCause, coalesced: Bool)
    /// A reload was refused by the budget; it runs at `retryAt`.
    case budgetDenied(String, requested: WidgetReloadCause, used: Int, limit: Int, retryAt: Date)
    /// A policy reload waits for the least spacing.
    case deferred(String, until: Date)
    /// A new timeline: its entry count and policy.
    case timeline(String, entries: Int, policy: String)
    /// The timeline had a problem the system worked around.
    case problem(String, String)
    /// The provider failed.
    case failed(String, String)
    /// A widget's Button or Toggle was pressed (`toggledTo`: the toggle's new state).
    case pressed(String, title: String, toggledTo: Bool?)
    /// The intent of a widget's Button or Toggle threw; the toggle shows its old state again.
    case interactionFailed(String, message: String)
    /// A press found nothing to run.
    case notInteractive(String, String)

    public var description: String {
      switch self {
      case .reload(let name, let cause, let coalesced):
        "widget reload \(name) cause=\(cause.rawValue)\(coalesced ? " (queued)" : "")"
      case .budgetDenied(let name, let requested, let used, let limit, let retryAt):
        "widget reload \(name) cause=budget-denied (\(requested.rawValue); \(used)/\(limit) in "
          + "24 h; next at \(WidgetsFeature.clockText(retryAt)))"
      case .deferred(let name, let until):
        "widget reload \(name) deferred to \(WidgetsFeature.clockText(until)) (5 min spacing)"
      case .timeline(let name, let entries, let policy):
        "widget timeline \(name): \(entries) entries, policy \(policy)"
      case .problem(let name, let message): "widget \(name): \(message)"
      case .failed(let name, let message): "widget error \(name): \(message); retry"
      case .pressed(let name, let title, let toggledTo):
        "widget press \(name): \(title)"
          + (toggledTo.map { $0 ? " (toggle on)" : " (toggle off)" } ?? "")
      case .interactionFailed(let name, let message):
        "widget press \(name) failed: \(message); its toggles show their old state"
      case .notInteractive(let name, let message): "widget press \(name): \(message)"
      }
    }
  }

  /// How long a provider may take before the load counts as failed.
  public static let loadTimeout: TimeInterval = 10

  /// The longest wait before retrying a failing provider.
  public static let maximumRetryDelay: TimeInterval = 3600

  /// How long to wait before retrying after a number of failed loads in a row: the least
  /// spacing, doubled after each further failure, at most an hour (5, 10, 20, 40, 60 min).
  public static func retryDelay(failures: Int, budget: WidgetBudget) -> TimeInterval {
    let doublings = min(max(0, failures - 1), 16)
    return min(
      max(budget.minimumSpacing, 1) * Double(1 << doublings),
      max(maximumRetryDelay, budget.minimumSpacing))
  }

  /// Applies an action.
  public static func reduce(into state: inout State, action: Action, context: inout ReduceContext) {
    switch action {
    case .add(let kind, let family, let configuration, let placeholder):
      let id = WidgetID(state.nextID)
      state.nextID += 1
      state.instances[id] = WidgetInstance(
        id: id, kind: kind, family: family, configuration: configuration,
        placeholder: placeholder)
      context.run(.publishWidgets)
      request(id, cause: .added, state: &state, context: &context)
    case .remove(let id):
      guard state.instances.removeValue(forKey: id) != nil else { return }
      for deadline in [Deadline.entry(id), .reload(id), .timeout(id)] {
        context.run(.cancel(.widgets(deadline)))
      }
      context.run(.publishWidgets)
    case .reload(let kind, let cause):
      // The identifiers first: iterating the dictionary while reloading would copy it.
      let ids = state.instances.values.filter { kind == nil || $0.kind == kind }.map(\.id)
      for id in ids { request(id, cause: cause, state: &state, context: &context) }
    case .reloadWidget(let id, let cause):
      request(id, cause: cause, state: &state, context: &context)
    case .loaded(let id, let generation, let timeline):
      loaded(id, generation: generation, timeline, state: &state, context: &context)
    case .loadFailed(let id, let generation, let message):
      failed(id, generation: generation, message, state: &state, context: &context)
    case .setDeveloperMode(let on):
      state.developerMode = on
    case .setAppForeground(let on):
      state.appInForeground = on
    case .setBudget(let budget):
      state.budget = budget
    case .moveFocus(let step):
      let count = state.homeScreen.count
      guard count > 0 else { return }
      state.focus = ((min(state.focus, count - 1) + step) % count + count) % count
      state.elementFocus = 0
    case .cycleFocus(let step):
      cycleFocus(by: step, state: &state)
    case .focus(let index, let element):
      guard state.homeScreen.indices.contains(index) else { return }
      state.focus = index
      state.elementFocus = max(0, element)
    case .press(let id, let element):
      press(id, element: element, state: &state, context: &context)
    case .interactionEnded(let id, let outcome):
      interactionEnded(id, outcome: outcome, state: &state, context: &context)
    }
  }

  /// A deadline came due.
  public static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .entry(let id):
      state.modify(id) { widget in
        let previous = widget.entryView
        showCurrent(&widget, context: &context)
        widget.recordTransition(from: previous, at: context.presentationNow)
      }
    case .reload(let id):
      guard
        let scheduled = state.modify(
          id,
          { widget -> WidgetInstance.ScheduledReload? in
            defer { widget.nextReload = nil }
            return widget.nextReload
          }) ?? nil
      else { return }
      request(id, cause: scheduled.cause, state: &state, context: &context)
    case .timeout(let id):
      guard let widget = state.instances[id], widget.isLoading else { return }
      failed(
        id, generation: widget.generation,
        "the provider took longer than \(Int(loadTimeout)) s", state: &state, context: &context)
    }
  }

  /// Asks for a reload: coalesced behind a running load, refused (and logged) past the budget,
  /// deferred by the least spacing, else started.
  static func request(
    _ id: WidgetID, cause: WidgetReloadCause, state: inout State, context: inout ReduceContext
  ) {
    let now = context.now
    let budget = state.budget
    let exempt =
      cause.isExempt || state.developerMode || (cause == .app && state.appInForeground)
    state.modify(id) { widget in
      if widget.isLoading {
        widget.queued = merge(widget.queued, cause)
        context.log(.widgets(.reload(widget.name, cause: cause, coalesced: true)))
        return
      }
      if !exempt {
        while let oldest = widget.countedReloads.first, oldest <= now - budget.window {
          widget.countedReloads.removeFirst()
        }
        if widget.countedReloads.count >= budget.dailyLimit {
          // Runs when the oldest counted reload leaves the window.
          let retryAt = (widget.countedReloads.first ?? now) + budget.window
          context.log(
            .widgets(
              .budgetDenied(
                widget.name, requested: cause, used: widget.countedReloads.count,
                limit: budget.dailyLimit, retryAt: retryAt)))
          schedule(
            &widget, .init(date: retryAt, reason: .budget, cause: cause), context: &context)
          return
        }
        if cause == .policy, let last = widget.lastReload, now < last + budget.minimumSpacing {
          let until = last + budget.minimumSpacing
          context.log(.widgets(.deferred(widget.name, until: until)))
          schedule(&widget, .init(date: until, reason: .spacing, cause: cause), context: &context)
          return
        }
        widget.countedReloads.append(now)
      }
      if widget.nextReload != nil {
        widget.nextReload = nil
        context.run(.cancel(.widgets(.reload(id))))
      }
      widget.isLoading = true
      widget.generation += 1
      widget.lastReload = now
      // The first load after the widget's intents returned shows what they changed.
      if !widget.interaction.isIdle, widget.interaction.performing == 0 {
        widget.interaction.reloadGeneration = widget.generation
      }
      context.log(.widgets(.reload(widget.name, cause: cause, coalesced: false)))
      context.run(.loadWidgetTimeline(id, generation: widget.generation))
      context.run(.schedule(.widgets(.timeout(id)), at: now + loadTimeout))
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
    let queued = state.modify(id) { widget -> WidgetReloadCause? in
      guard widget.isLoading, widget.generation == generation else { return nil }
      widget.isLoading = false
      context.run(.cancel(.widgets(.timeout(id))))
      let now = context.now
      context.log(
        .widgets(
          .timeline(
            widget.name, entries: timeline.entries.count, policy: policyText(timeline.policy))
        ))
      widget.problem = nil
      let previous = widget.entryView
      widget.failures = 0
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
      widget.recordTransition(from: previous, at: context.presentationNow)
      endInteraction(&widget, generation: generation)
      schedulePolicyReload(
        &widget, budget: budget, developerMode: developerMode, context: &context)
      defer { widget.queued = nil }
      return widget.queued
    }
    if let queued = queued ?? nil { request(id, cause: queued, state: &state, context: &context) }
  }

  /// The provider failed: the widget keeps what it shows, and tries again after a backoff (the
  /// least spacing, doubled after each further failure in a row).
  static func failed(
    _ id: WidgetID, generation: Int, _ message: String, state: inout State,
    context: inout ReduceContext
  ) {
    let budget = state.budget
    let queued = state.modify(id) { widget -> WidgetReloadCause? in
      guard widget.isLoading, widget.generation == generation else { return nil }
      widget.isLoading = false
      widget.failures += 1
      let retryAt = context.now + retryDelay(failures: widget.failures, budget: budget)
      context.run(.cancel(.widgets(.timeout(id))))
      widget.problem = message
      endInteraction(&widget, generation: generation)
      context.log(.widgets(.failed(widget.name, message)))
      guard let queued = widget.queued else {
        schedule(&widget, .init(date: retryAt, reason: .retry, cause: .retry), context: &context)
        return nil
      }
      widget.queued = nil
      return queued
    }
    if let queued = queued ?? nil { request(id, cause: queued, state: &state, context: &context) }
  }

  /// Shows the latest entry whose date has come (the first entry while all are ahead) and
  /// waits for the next entry's date.
  static func showCurrent(_ widget: inout WidgetInstance, context: inout ReduceContext) {
    guard !widget.entries.isEmpty else { return }
    let now = context.now
    var index = 0
    var low = 0
    var high = widget.entries.count
    while low < high {
      let middle = (low + high) / 2
      if widget.entries[middle].date <= now { low = middle + 1 } else { high = middle }
    }
    index = max(0, low - 1)
    showEntry(index, of: &widget, context: &context)
    if low < widget.entries.count {
      context.run(.schedule(.widgets(.entry(widget.id)), at: widget.entries[low].date))
    }
  }

  /// The entry on screen changes: the one path every entry change takes (the Home Screen at an
  /// entry's date, a timeline preview's step), so what an entry change does on screen (its
  /// transition) is the same everywhere.
  public static func showEntry(
    _ index: Int, of widget: inout WidgetInstance, context: inout ReduceContext
  ) {
    widget.current = index
  }

  /// Schedules the reload the timeline's policy asks for: `.atEnd` after the last entry's date,
  /// `.after(date)` at the date, `.never` not at all; never sooner than the least spacing after
  /// the last reload (a date in the past reloads soon, not in a loop).
  static func schedulePolicyReload(
    _ widget: inout WidgetInstance, budget: WidgetBudget, developerMode: Bool,
    context: inout ReduceContext
  ) {
    guard let policy = widget.policy else { return }
    let requested: Date
    switch policy._rule {
    case .never:
      if widget.nextReload?.reason == .policy {
        widget.nextReload = nil
        context.run(.cancel(.widgets(.reload(widget.id))))
      }
      return
    case .atEnd: requested = widget.entries.last?.date ?? context.now
    case .after(let date): requested = date
    }
    let spacing = developerMode ? 1 : budget.minimumSpacing
    let earliest = (widget.lastReload ?? context.now) + spacing
    schedule(
      &widget,
      .init(date: max(requested, earliest, context.now + 1), reason: .policy, cause: .policy),
      context: &context)
  }

  static func schedule(
    _ widget: inout WidgetInstance, _ reload: WidgetInstance.ScheduledReload,
    context: inout ReduceContext
  ) {
    widget.nextReload = reload
    context.run(.schedule(.widgets(.reload(widget.id)), at: reload.date))
  }

  /// Two queued causes make one reload; a free cause wins over a counted one.
  static func merge(_ queued: WidgetReloadCause?, _ cause: WidgetReloadCause) -> WidgetReloadCause {
    guard let queued else { return cause }
    return queued.isExempt ? queued : cause
  }

  /// A reload policy as the event log and the inspector show it ("atEnd", "after 11:41").
  public static func policyText(_ policy: TimelineReloadPolicy?) -> String {
    switch policy?._rule {
    case .none: "none"
    case .atEnd: "atEnd"
    case .never: "never"
    case .after(let date): "after \(clockText(date))"
    }
  }

  /// A date as the event log shows it ("09:05", UTC).
  static func clockText(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let minutes = ((seconds % 86_400 + 86_400) % 86_400) / 60
    let hour = minutes / 60
    let minute = minutes % 60
    return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
  }
}
