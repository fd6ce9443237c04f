// A little over 400 lines: the feature's state, actions, deadlines, effects and events are
// declared together in one type, as every feature's are; its reducer paths live in extensions.
import DequeModule
import Foundation
import OrderedCollections
import SpacesKit

/// Home Screen and Lock Screen widgets: their timelines, the entry each shows, reload policies
/// and the refresh budget (each widget's `ReloadMachine` under WidgetKit's rules), focus, and
/// their own buttons and toggles.
///
/// Time comes only from `context.now`: entries switch at their dates through deadlines, a
/// policy reload is a deadline, and the budget counts reloads in a rolling window of the
/// engine's clock, so a virtual clock runs a day of widgets in an instant.
package enum WidgetsFeature: Feature {
  /// The widgets' state.
  package struct State: FeatureState {
    /// The placed widgets, in placement order (Home Screen, then Lock Screen by family).
    package var instances = WidgetInstances()
    /// The refresh budget of each instance.
    package var budget = ReloadBudget()
    /// Whether Developer Mode lifts the budget (as WidgetKit's Developer Mode does).
    package var developerMode = false
    /// Whether the widgets' app runs in the foreground (its reload requests are free).
    package var appInForeground = false
    /// The next instance number.
    package var nextID = 1
    /// The focused widget on the Home Screen (an index into `homeScreen`).
    package var focus = 0
    /// The focused interactive element (Button/Toggle) of the focused widget, in
    /// `ViewNode.interactiveElements` order.
    package var elementFocus = 0
    /// The Home Screen's Smart Stacks: widgets of one family sharing a slot.
    package var stacks: [SmartStack] = []
    /// When the stacks next re-rotate because a relevance runs out or a relevant intent's
    /// window opens or ends (`nil`: nothing pending).
    package var stackWake: Date?
    /// The Edit Stack sheet, while it is presented.
    package var editStack: EditStackState?
    /// What StandBy drew of the widgets it showed, by widget (none until StandBy shows one):
    /// beside the widgets, not in them, so the entry and timeline paths every widget takes
    /// carry and copy nothing of StandBy's.
    package var standByDrawings: [WidgetID: StandByDrawing] = [:]

    package init() {}

    /// The Home Screen's widgets (system families), in order.
    package var homeScreen: [WidgetInstance] {
      stacks.isEmpty ? instances.values.filter(\.family.isSystem) : homeScreenWithStacks
    }
    /// The Lock Screen's accessory widgets, in order.
    package var lockScreen: [WidgetInstance] { instances.values.filter { !$0.family.isSystem } }
    /// Changes a widget in place (no copy of its timeline); `nil` when there is no such widget.
    @discardableResult
    mutating func modify<Result>(_ id: WidgetID, _ body: (inout WidgetInstance) -> Result)
      -> Result?
    {
      instances.modify(id, body)
    }

    /// The focused Home Screen widget.
    package var focused: WidgetInstance? {
      let home = homeScreen
      return home.indices.contains(focus) ? home[focus] : home.first
    }

    /// The reload rules every widget follows now: the budget (none in Developer Mode, where
    /// policy reloads still keep a second apart).
    var rules: ReloadMachine.Rules { .widget(budget) }
  }

  /// What can happen to widgets.
  package enum Action: Equatable, Sendable {
    /// Place a widget (its first timeline loads at once).
    case add(kind: String, family: WidgetFamily, configuration: IntentBox?, placeholder: ViewNode)
    /// Remove a widget.
    case remove(WidgetID)
    /// Put the widgets in a new order (identifiers not placed are ignored, placed ones not
    /// listed keep their order after the listed ones).
    case reorder([WidgetID])
    /// Reload the timelines of a kind's widgets, or all (`nil`).
    case reload(kind: String?, cause: ReloadCause)
    /// Reload one widget (its own Button/Toggle intent ran).
    case reloadWidget(WidgetID, cause: ReloadCause)
    /// Take a new configuration ("Edit Widget" saved) and reload with cause "configured".
    case configure(WidgetID, IntentBox)
    /// A new widget's unset parameters were filled from their `defaultResult()`s: its first
    /// timeline loads.
    case defaultsFilled(WidgetID, IntentBox)
    /// Group placed widgets of one family into a Smart Stack in the first one's slot.
    case stack([WidgetID])
    /// Show the focused Smart Stack's next widget (held until a relevance changes).
    case flipStack
    /// Re-evaluate the Smart Stacks (the apps' relevant intents changed).
    case rotateStacks
    /// Place a saved Smart Stack again (its members placed, its switches as saved).
    case restoreStack(SmartStack)
    /// Open Edit Stack for the focused Smart Stack (`c` on it).
    case openEditStack
    /// A key while the Edit Stack sheet is on top.
    case editStackKey(KeyEvent)
    /// A timeline came back from the provider.
    case loaded(WidgetID, generation: Int, ResolvedTimeline)
    /// The provider failed (or took too long).
    case loadFailed(WidgetID, generation: Int, String)
    /// StandBy shows these widgets: draw their entries as StandBy does, where not yet drawn.
    case drawForStandBy([WidgetID])
    /// A widget's entries drawn for StandBy (`nil`: an entry the widget couldn't draw again),
    /// for the timeline of a load generation.
    case drawnForStandBy(WidgetID, generation: Int, [ViewNode?])
    /// Developer Mode on or off.
    case setDeveloperMode(Bool)
    /// The widgets' app came to the foreground or left it.
    case setAppForeground(Bool)
    /// A new budget.
    case setBudget(ReloadBudget)
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
    /// A tap on a widget outside its elements (a click): its `widgetURL` opens its app.
    case tap(WidgetID)
  }

  /// What a widget waits for.
  package enum Deadline: DenseDeadline {
    /// The next entry's date.
    case entry(WidgetID)
    /// The next scheduled reload (the policy's, the budget's wait, the spacing, a retry).
    case scheduledReload(WidgetID)
    /// The running load takes too long.
    case reloadTimeout(WidgetID)
    /// A stack member's relevance runs out, or a relevant intent's window opens or ends.
    case stackRelevance

    /// Three deadlines a widget, by its number (the scheduler keeps them in an array).
    package var denseIndex: Int? {
      let index: Int
      switch self {
      case .entry(let widget): index = widget.rawValue &* 3
      case .scheduledReload(let widget): index = widget.rawValue &* 3 &+ 1
      case .reloadTimeout(let widget): index = widget.rawValue &* 3 &+ 2
      case .stackRelevance: return nil
      }
      // Numbers far beyond any dashboard's (or negative) go through the dictionary.
      return index >= 0 && index < 1 << 24 ? index : nil
    }

    /// The deadline of a dense index (`denseIndex`'s inverse).
    package init(denseIndex index: Int) {
      let widget = WidgetID(index / 3)
      switch index % 3 {
      case 0: self = .entry(widget)
      case 1: self = .scheduledReload(widget)
      default: self = .reloadTimeout(widget)
      }
    }
  }

  /// What the engine does for widgets.
  package enum Effect: Equatable, Sendable {
    /// Ask a widget's provider for a timeline; comes back as `.loaded` or `.loadFailed`.
    case loadTimeline(WidgetID, generation: Int)
    /// Stop a load that was given up (it took too long).
    case cancelLoad(WidgetID, generation: Int)
    /// Tell app code a widget was placed (`WidgetCenter.currentConfigurations()`).
    case publishPlaced(WidgetID)
    /// Tell app code a widget was removed.
    case publishRemoved(WidgetID)
    /// Open the app that declares a widget kind with a URL (a `widgetURL`, a `Link`).
    case openURL(URL, kind: String)
    /// Open the app that declares a widget kind, without a URL (a tap on a widget with nothing
    /// to press and no `widgetURL`): its screen, or a toast that it has none.
    case openApp(kind: String)
    /// Fill a new widget's unset parameters from their `defaultResult()`s; comes back as
    /// `.defaultsFilled`.
    case fillDefaults(WidgetID, IntentBox)
    /// Draw a widget's entries again as StandBy shows them (no container background); comes
    /// back as `.drawnForStandBy`.
    case drawForStandBy(WidgetID, generation: Int)
  }

  /// What the event log says about widgets.
  package enum Event: FeatureEvent {
    /// A reload started.
    case reload(String, cause: ReloadCause, coalesced: Bool)
    /// A reload was refused by the budget; it runs at `retryAt`.
    case budgetDenied(String, requested: ReloadCause, used: Int, limit: Int, retryAt: Date)
    /// A policy reload waits for the least spacing.
    case deferred(String, until: Date)
    /// A new timeline: its entry count and policy (written out only when the line is read).
    case timeline(String, entries: Int, policy: TimelineReloadPolicy)
    /// The timeline had a problem the system worked around.
    case problem(String, String)
    /// The provider failed.
    case failed(String, String)
    /// A widget's Button or Toggle was pressed (`toggledTo`: the toggle's new state).
    case pressed(String, title: String, toggledTo: Bool?)
    /// The intent of a widget's Button or Toggle threw; the toggle shows its old state again.
    case interactionFailed(String, message: String)
    /// A press found nothing to run (so the widget's app opens).
    case notInteractive(String, String)
    /// A widget opened its app with a URL (`via`: `widgetURL` or `Link`).
    case openedURL(String, url: String, via: String)

    package var description: String {
      switch self {
      case .reload(let name, let cause, let coalesced):
        "widget reload \(name) cause=\(cause.rawValue)\(coalesced ? " (queued)" : "")"
      case .budgetDenied(let name, let requested, let used, let limit, let retryAt):
        "widget reload \(name) cause=budget-denied (\(requested.rawValue); \(used)/\(limit) in "
          + "24 h; next at \(WidgetsFeature.clockText(retryAt)))"
      case .deferred(let name, let until):
        "widget reload \(name) deferred to \(WidgetsFeature.clockText(until)) (5 min spacing)"
      case .timeline(let name, let entries, let policy):
        "widget timeline \(name): \(entries) \(entries == 1 ? "entry" : "entries"), "
          + "policy \(WidgetsFeature.policyText(policy))"
      case .problem(let name, let message): "widget \(name): \(message)"
      case .failed(let name, let message): "widget error \(name): \(message); retry"
      case .pressed(let name, let title, let toggledTo):
        "widget press \(name): \(title)"
          + (toggledTo.map { $0 ? " (toggle on)" : " (toggle off)" } ?? "")
      case .interactionFailed(let name, let message):
        "widget press \(name) failed: \(message); its toggles show their old state"
      case .notInteractive(let name, let message): "widget press \(name): \(message)"
      case .openedURL(let name, let url, let via): "widget \(name) opens \(url) (\(via))"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .add(let kind, let family, let configuration, let placeholder):
      let id = WidgetID(state.nextID)
      state.nextID += 1
      state.instances[id] = WidgetInstance(
        id: id, kind: kind, family: family, configuration: configuration,
        placeholder: placeholder)
      context.run(.widgets(.publishPlaced(id)))
      if let configuration, configuration.hasUnsetParameters {
        context.run(.widgets(.fillDefaults(id, configuration)))
      } else {
        request(id, cause: .added, state: &state, context: &context)
      }
    case .configure(let id, let configuration):
      configure(id, configuration, cause: .configured, state: &state, context: &context)
    case .defaultsFilled(let id, let configuration):
      configure(id, configuration, cause: .added, state: &state, context: &context)
    case .stack(let ids):
      makeStack(SmartStack(members: ids), state: &state, context: &context)
    case .restoreStack(let stack):
      makeStack(stack, state: &state, context: &context)
    case .openEditStack:
      _ = openEditStack(state: &state, context: &context)
    case .editStackKey(let key):
      editStackKey(key, state: &state, context: &context)
    case .flipStack:
      flipFocusedStack(state: &state, context: &context)
    case .rotateStacks:
      rotateStacks(state: &state, context: &context)
    case .remove(let id):
      guard state.instances.removeValue(forKey: id) != nil else { return }
      state.standByDrawings[id] = nil
      for deadline in [Deadline.entry(id), .scheduledReload(id), .reloadTimeout(id)] {
        context.cancel(.widgets(deadline))
      }
      context.run(.widgets(.publishRemoved(id)))
      rotateStacks(state: &state, context: &context)
    case .reorder(let order):
      state.instances.reorder(order)
    case .reload(let kind, let cause):
      // By the kind index: the kind's widgets, not a look at every widget.
      for id in state.instances.ids(ofKind: kind) {
        request(id, cause: cause, state: &state, context: &context)
      }
    case .reloadWidget(let id, let cause):
      request(id, cause: cause, state: &state, context: &context)
    case .loaded(let id, let generation, let timeline):
      loaded(id, generation: generation, timeline, state: &state, context: &context)
      rotateStacks(state: &state, context: &context)
    case .loadFailed(let id, let generation, let message):
      failed(id, generation: generation, message, timedOut: false, state: &state, context: &context)
    case .drawForStandBy(let ids):
      for id in ids { drawForStandBy(id, state: state, context: &context) }
    case .drawnForStandBy(let id, let generation, let views):
      drawnForStandBy(id, generation: generation, views, state: &state)
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
    case .tap(let id):
      guard let widget = state.instances[id], !widget.view.isPlaceholder,
        let url = widget.view.node.widgetURL
      else { return }
      openURL(url, of: widget, via: "widgetURL", context: &context)
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .entry(let id):
      let previousStandBy = state.standByEntryView(id)
      let changed = state.modify(id) { widget in
        let previous = widget.entryView
        showCurrent(&widget, context: &context)
        return widget.recordTransition(from: previous, at: context.presentationNow)
      }
      if changed == true { state.recordStandByTransition(id, from: previousStandBy) }
      rotateStacks(state: &state, context: &context)
    case .scheduledReload(let id):
      guard let scheduled = state.modify(id, { $0.reload.takeScheduled() }) ?? nil else {
        return
      }
      request(id, cause: scheduled.cause, state: &state, context: &context)
    case .reloadTimeout(let id):
      guard let widget = state.instances[id], widget.isLoading else { return }
      failed(
        id, generation: widget.reload.generation,
        "the provider took longer than \(Int(state.rules.timeout)) s", timedOut: true,
        state: &state, context: &context)
    case .stackRelevance:
      state.stackWake = nil
      rotateStacks(state: &state, context: &context)
    }
  }

  /// Shows the latest entry whose date has come (the first entry while all are ahead) and
  /// waits for the next entry's date.
  static func showCurrent(_ widget: inout WidgetInstance, context: inout ReduceContext) {
    guard !widget.entries.isEmpty else { return }
    let now = context.now
    var low = 0
    var high = widget.entries.count
    while low < high {
      let middle = (low + high) / 2
      if widget.entries[middle].date <= now { low = middle + 1 } else { high = middle }
    }
    showEntry(max(0, low - 1), of: &widget, context: &context)
    if low < widget.entries.count {
      context.schedule(.widgets(.entry(widget.id)), at: widget.entries[low].date)
    }
  }

  /// The entry on screen changes: the one path every entry change takes (the Home Screen at an
  /// entry's date, a timeline preview's step), so what an entry change does on screen (its
  /// transition) is the same everywhere.
  package static func showEntry(
    _ index: Int, of widget: inout WidgetInstance, context: inout ReduceContext
  ) {
    widget.current = index
  }
}

extension DashboardAction {
  /// A widget action.
  package static func widgets(_ action: WidgetsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A widget deadline.
  package static func widgets(_ deadline: WidgetsFeature.Deadline) -> Self { Self(deadline) }
}

extension Effect {
  /// A widget effect.
  package static func widgets(_ effect: WidgetsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A widget event.
  package static func widgets(_ event: WidgetsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
