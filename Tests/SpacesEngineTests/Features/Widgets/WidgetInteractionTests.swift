import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A widget's button: logs a drink.
private struct LogIntent: AppIntent {
  static var title: LocalizedStringResource { "Log" }
  func perform() async throws -> IntentResultContainer { .result() }
}

/// A widget's toggle: sets a reminder on or off.
private struct RemindIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Remind" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// Interactive widgets (iOS 17) under the virtual clock: a press runs the element's intent, a
/// toggle flips at once and reverts when `perform()` throws, invalidatable views are pending
/// until the reload after `perform()` lands, and that reload is guaranteed and free of the
/// budget; Tab walks a widget's elements, Enter presses the focused one.
@MainActor
@Suite("Widgets: interactive Buttons and Toggles")
struct WidgetInteractionTests {
  let id = WidgetID(1)

  /// The widget's view: an invalidatable total, a Log button and a Remind toggle.
  func view(total: Int, remind: Bool) -> ViewNode {
    .stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [
        .modified(.text(.verbatim("\(total) mg")), .invalidatableContent(true)),
        .button(intent: IntentBox(LogIntent()), label: .text(.verbatim("Log"))),
        .toggle(isOn: remind, intent: IntentBox(RemindIntent()), label: .text(.verbatim("Remind"))),
      ])
  }

  func timeline(_ store: ReducerTestStore, total: Int, remind: Bool = false) -> ResolvedTimeline {
    ResolvedTimeline(
      entries: [ResolvedEntry(date: store.now, view: view(total: total, remind: remind))],
      policy: .never)
  }

  /// A store on the Home Screen with one widget showing its first timeline (0 mg, reminders
  /// off); the budget allows one counted reload a day, already used.
  func store() -> ReducerTestStore {
    var state = DashboardState()
    state.widgets.budget = ReloadBudget(dailyLimit: 1)
    state.navigation.space = .homeScreen
    let store = ReducerTestStore(state: state)
    store.send(
      .widgets(
        .add(kind: "com.caffeine.K", family: .systemSmall, configuration: nil, placeholder: .empty)),
      effects: [
        .widgets(.publishPlaced(id)), .widgets(.loadTimeline(id, generation: 1)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=added"]
    ) {
      $0.widgets.instances[id] = WidgetInstance(
        id: id, kind: "com.caffeine.K", family: .systemSmall)
      $0.widgets.requestReload(id, .added, now: store.now, exempt: true)
      $0.widgets.nextID = 2
    }
    let first = timeline(store, total: 0)
    store.send(
      .widgets(.loaded(id, generation: 1, first)),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = first.entries
      $0.widgets.instances[id]?.policy = .never
      $0.widgets.instances[id]?.current = 0
    }
    // The app's reload uses the day's one counted reload; the next app reload would be denied.
    store.send(
      .widgets(.reload(kind: nil, cause: .app)),
      effects: [
        .widgets(.loadTimeline(id, generation: 2)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=app"]
    ) {
      $0.widgets.requestReload(id, .app, now: store.now)
    }
    store.send(
      .widgets(.loaded(id, generation: 2, first)),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) { _ = $0.widgets.instances[id]?.reload.succeed() }
    return store
  }

  @Test("Enter presses the button: its intent runs, the total goes pending")
  func pressButton() {
    let store = store()
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(LogIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["widget press K#1: Log", "perform Log"]
    ) {
      $0.widgets.instances[id]?.interaction.isPending = true
      $0.widgets.instances[id]?.interaction.performing = 1
      $0.runs.applying(.start(IntentBox(LogIntent()), origin: .widget(id)), at: now)
    }
    let shown = store.state.widgets.instances[id]!.displayedView.node
    #expect(
      shown.firstModifier { if case .opacity(let o) = $0 { o } else { nil } }
        == ViewNode.pendingOpacity)
    #expect(store.state.widgets.instances[id]!.view.node == view(total: 0, remind: false))
  }

  @Test("after perform the reload is guaranteed past the budget; pending ends when it lands")
  func guaranteedReload() {
    let store = store()
    store.send(
      .key(.enter),
      effects: store.state.runs.runs.isEmpty
        ? [
          .runs(.perform(RunID(1), IntentBox(LogIntent()))),
          .schedule(.runs(.timeout(RunID(1))), at: store.now + 30),
        ] : [], events: ["widget press K#1: Log", "perform Log"]
    ) { [now = store.now] in
      $0.widgets.instances[id]?.interaction.isPending = true
      $0.widgets.instances[id]?.interaction.performing = 1
      $0.runs.applying(.start(IntentBox(LogIntent()), origin: .widget(id)), at: now)
    }
    store.advance(by: 1)
    // The budget is used up (1/1), yet the interaction's reload runs: exempt, not counted.
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))), .widgets(.loadTimeline(id, generation: 3)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["done Log", "widget reload K#1 cause=interaction"]
    ) { [now = store.now] in
      $0.runs.removing(RunID(1), at: now)
      $0.widgets.instances[id]?.interaction.performing = 0
      $0.widgets.instances[id]?.interaction.reloadGeneration = 3
      $0.widgets.requestReload(id, .interaction, now: now, exempt: true)
    }
    #expect(store.state.widgets.instances[id]?.countedReloads.count == 1)
    // Still pending while the reload runs.
    #expect(store.state.widgets.instances[id]?.interaction.isPending == true)
    let next = timeline(store, total: 64)
    store.send(
      .widgets(.loaded(id, generation: 3, next)),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) { [now = store.now] in
      // The new entry's view differs: the change is recorded for the renderer to animate.
      let before = $0.widgets.instances[id]?.entryView
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = next.entries
      $0.widgets.instances[id]?.interaction = WidgetInteraction()
      $0.widgets.instances[id]?.transition = before.map {
        EntryTransition(from: $0, startedAt: now)
      }
    }
    #expect(store.state.widgets.instances[id]!.displayedView.node == view(total: 64, remind: false))
  }

  @Test("a reload landing while perform runs doesn't end the pending look")
  func unrelatedReloadKeepsPending() {
    let store = store()
    store.send(
      .widgets(.press(id, element: 0)),
      effects: [
        .runs(.perform(RunID(1), IntentBox(LogIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: store.now + 30),
      ], events: ["widget press K#1: Log", "perform Log"]
    ) { [now = store.now] in
      $0.widgets.instances[id]?.interaction.isPending = true
      $0.widgets.instances[id]?.interaction.performing = 1
      $0.runs.applying(.start(IntentBox(LogIntent()), origin: .widget(id)), at: now)
    }
    // perform() asks WidgetCenter for a reload: Developer Mode lets it run; its timeline lands
    // before perform returns, and the total stays pending.
    store.send(.widgets(.setDeveloperMode(true))) { $0.widgets.developerMode = true }
    store.send(
      .widgets(.reload(kind: nil, cause: .app)),
      effects: [
        .widgets(.loadTimeline(id, generation: 3)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=app"]
    ) {
      // Developer Mode: the app's request is exempt.
      $0.widgets.requestReload(id, .app, now: store.now, exempt: true)
    }
    store.send(
      .widgets(.loaded(id, generation: 3, timeline(store, total: 64))),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) { [next = timeline(store, total: 64), now = store.now] in
      let before = $0.widgets.instances[id]?.entryView
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = next.entries
      $0.widgets.instances[id]?.transition = before.map {
        EntryTransition(from: $0, startedAt: now)
      }
    }
    #expect(store.state.widgets.instances[id]?.interaction.isPending == true)
  }

  @Test(
    "a toggle flips at once with its SetValueIntent's value; perform throws: it reverts, logged")
  func toggleRevertsOnFailure() {
    let store = store()
    let now = store.now
    let intent = IntentBox(RemindIntent()).settingValue(true)
    // Tab moves to the second element (the toggle); Enter presses it.
    store.send(.key(.tab)) { $0.widgets.elementFocus = 1 }
    store.send(.key(.tab)) { $0.widgets.elementFocus = 0 }
    store.send(.key(.tab)) { $0.widgets.elementFocus = 1 }
    let effects = store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), intent)), .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["widget press K#1: Remind (toggle on)", "perform Remind"]
    ) {
      $0.widgets.instances[id]?.interaction.optimisticToggles = [1: true]
      $0.widgets.instances[id]?.interaction.isPending = true
      $0.widgets.instances[id]?.interaction.performing = 1
      $0.runs.applying(.start(intent, origin: .widget(id)), at: now)
    }
    #expect((effects.first?.performedIntent as? RemindIntent)?.value == true)
    let flipped = store.state.widgets.instances[id]!.displayedView.node.interactiveElements[1]
    #expect(
      flipped
        == .toggle(isOn: true, intent: IntentBox(RemindIntent()), label: .text(.verbatim("Remind")))
    )
    store.send(
      .runs(.finished(RunID(1), .failure("the server is down"))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))), .widgets(.loadTimeline(id, generation: 3)),
        .schedule(.widgets(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: [
        "failed Remind: the server is down",
        "widget press K#1 failed: the server is down; its toggles show their old state",
        "widget reload K#1 cause=interaction",
      ]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.widgets.instances[id]?.interaction.optimisticToggles = [:]
      $0.widgets.instances[id]?.interaction.performing = 0
      $0.widgets.instances[id]?.interaction.reloadGeneration = 3
      $0.widgets.requestReload(id, .interaction, now: now, exempt: true)
      $0.toasting("The widget's action failed: the server is down", .error, at: store.now)
    }
    let reverted = store.state.widgets.instances[id]!.displayedView.node.interactiveElements[1]
    #expect(
      reverted
        == .toggle(
          isOn: false, intent: IntentBox(RemindIntent()), label: .text(.verbatim("Remind"))))
  }

  @Test("Tab past the last element moves to the next widget; a widget without elements says so")
  func tabAndNothingToPress() {
    let store = store()
    store.send(
      .widgets(
        .add(
          kind: "com.caffeine.Plain", family: .systemSmall, configuration: nil, placeholder: .empty)
      ),
      effects: [
        .widgets(.publishPlaced(WidgetID(2))), .widgets(.loadTimeline(WidgetID(2), generation: 1)),
        .schedule(.widgets(.reloadTimeout(WidgetID(2))), at: store.now + 10),
      ],
      events: ["widget reload Plain#2 cause=added"]
    ) { [now = store.now] in
      $0.widgets.instances[WidgetID(2)] = WidgetInstance(
        id: WidgetID(2), kind: "com.caffeine.Plain", family: .systemSmall)
      $0.widgets.requestReload(WidgetID(2), .added, now: now, exempt: true)
      $0.widgets.nextID = 3
    }
    store.send(.key(.tab)) { $0.widgets.elementFocus = 1 }
    store.send(.key(.tab)) {
      $0.widgets.focus = 1
      $0.widgets.elementFocus = 0
    }
    store.send(
      .key(.enter), effects: [.widgets(.openApp(kind: "com.caffeine.Plain"))],
      events: ["widget press Plain#2: nothing to press (it shows its placeholder): opens its app"])
    // Shift-Tab back lands on the first widget's last element.
    store.send(.key(.backTab)) {
      $0.widgets.focus = 0
      $0.widgets.elementFocus = 1
    }
  }
}

extension WidgetInteractionTests {
  @Test("an interaction reload queued behind a running load still ends the pending look")
  func queuedInteractionReload() {
    let store = store()
    let now = store.now
    store.send(
      .widgets(.press(id, element: 0)),
      effects: [
        .runs(.perform(RunID(1), IntentBox(LogIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ], events: ["widget press K#1: Log", "perform Log"]
    ) {
      $0.widgets.instances[id]?.interaction.isPending = true
      $0.widgets.instances[id]?.interaction.performing = 1
      $0.runs.applying(.start(IntentBox(LogIntent()), origin: .widget(id)), at: now)
    }
    // The locale changes while perform runs: a free reload starts (generation 3).
    store.send(
      .widgets(.reload(kind: nil, cause: .environment)),
      effects: [
        .widgets(.loadTimeline(id, generation: 3)),
        .schedule(.widgets(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["widget reload K#1 cause=environment"]
    ) {
      $0.widgets.requestReload(id, .environment, now: now, exempt: true)
    }
    // Another free request queues behind it; then perform returns and its reload joins the
    // queue (one reload, under the first queued cause).
    store.send(
      .widgets(.reload(kind: nil, cause: .environment)),
      events: ["widget reload K#1 cause=environment (queued)"]
    ) {
      // Queued behind the running load.
      $0.widgets.requestReload(id, .environment, now: now, exempt: true)
    }
    #expect(store.state.widgets.instances[id]?.reload.queued == .environment)
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [.cancel(.runs(.timeout(RunID(1))))],
      events: ["done Log", "widget reload K#1 cause=interaction (queued)"]
    ) {
      // The interaction's request merges into the queued one: both are exempt, so the queued
      // cause (environment) stays and the machine doesn't change.
      $0.runs.removing(RunID(1), at: now)
      $0.widgets.instances[id]?.interaction.performing = 0
    }
    // The older load lands (its data may predate perform): still pending; the queued starts.
    let stale = timeline(store, total: 0)
    store.send(
      .widgets(.loaded(id, generation: 3, stale)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))), .widgets(.loadTimeline(id, generation: 4)),
        .schedule(.widgets(.reloadTimeout(id)), at: now + 10),
      ],
      events: [
        "widget timeline K#1: 1 entry, policy never", "widget reload K#1 cause=environment",
      ]
    ) {
      // The load ends and the queued cause loads at once (generation 4).
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = stale.entries
      $0.widgets.requestReload(id, .environment, now: now, exempt: true)
      $0.widgets.instances[id]?.interaction.reloadGeneration = 4
    }
    #expect(store.state.widgets.instances[id]?.interaction.isPending == true)
    let fresh = timeline(store, total: 64)
    store.send(
      .widgets(.loaded(id, generation: 4, fresh)),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) { [now = store.now] in
      let before = $0.widgets.instances[id]?.entryView
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = fresh.entries
      $0.widgets.instances[id]?.interaction = WidgetInteraction()
      $0.widgets.instances[id]?.transition = before.map {
        EntryTransition(from: $0, startedAt: now)
      }
    }
  }
}

extension WidgetsFeature.State {
  /// A widget's reload request in an expected state, made as `WidgetsFeature` makes it: under
  /// the widgets' rules, `exempt` as the feature computes it (an exempt cause, Developer Mode,
  /// the app's request while it is in the foreground).
  fileprivate mutating func requestReload(
    _ id: WidgetID, _ cause: ReloadCause, now: Date, exempt: Bool = false
  ) {
    _ = instances[id]?.reload.request(cause, now: now, rules: .widget(budget), exempt: exempt)
  }
}
