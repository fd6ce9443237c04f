import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The widgets' reducer under the virtual clock: timelines and entry dates, the three reload
/// policies, bad timelines, and every budget rule with its exemptions and Developer Mode.
@MainActor
@Suite("Widgets: timelines, policies and the budget")
struct WidgetsFeatureTests {
  let id = WidgetID(1)
  let hour: TimeInterval = 3600

  /// A timeline whose entries show their hour offsets ("h0", "h1"…).
  func timeline(_ store: ReducerTestStore, hours: [Double], policy: TimelineReloadPolicy)
    -> ResolvedTimeline
  {
    ResolvedTimeline(
      entries: hours.map {
        ResolvedEntry(date: store.now + $0 * hour, view: .text(.verbatim("h\(Int($0))")))
      }, policy: policy)
  }

  /// A store with one widget whose first load (cause added) runs.
  func storeWithWidget(budget: ReloadBudget = ReloadBudget()) -> ReducerTestStore {
    var state = DashboardState()
    state.widgets.budget = budget
    let store = ReducerTestStore(state: state)
    store.send(
      .widgets(
        .add(kind: "com.game.K", family: .systemSmall, configuration: nil, placeholder: .empty)),
      effects: [
        .widgets(.publishPlaced(id)), .widgets(.loadTimeline(id, generation: 1)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=added"]
    ) {
      $0.widgets.instances[id] = WidgetInstance(id: id, kind: "com.game.K", family: .systemSmall)
      $0.widgets.requestReload(id, .added, now: store.now, exempt: true)
      $0.widgets.nextID = 2
    }
    return store
  }

  @Test("the placeholder shows redacted until the first timeline")
  func placeholderFirst() {
    let store = storeWithWidget()
    #expect(store.state.widgets.instances[id]?.view.isPlaceholder == true)
  }

  @Test(".atEnd: entries switch at their dates, a new timeline after the last entry's date")
  func atEnd() {
    let store = storeWithWidget()
    let start = store.now
    let first = timeline(store, hours: [0, 1, 2, 3], policy: .atEnd)
    store.send(
      .widgets(.loaded(id, generation: 1, first)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))), .schedule(.widgets(.entry(id)), at: start + hour),
        .schedule(.widgets(.scheduledReload(id)), at: start + 3 * hour),
      ],
      events: ["widget timeline K#1: 4 entries, policy atEnd"]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = first.entries
      $0.widgets.instances[id]?.policy = .atEnd
      $0.widgets.instances[id]?.current = 0
      _ = $0.widgets.instances[id]?.reload.schedule(
        .init(date: start + 3 * hour, reason: .policy, cause: .policy))
    }
    #expect(store.state.widgets.instances[id]?.view.node.plainText == "h0")
    store.advance(by: hour)
    store.send(
      .deadline(.widgets(.entry(id))),
      effects: [.schedule(.widgets(.entry(id)), at: start + 2 * hour)]
    ) {
      $0.widgets.instances[id]?.current = 1
      // The change is recorded for the renderer to animate.
      $0.widgets.instances[id]?.transition = EntryTransition(
        from: first.entries[0].view, startedAt: store.now)
    }
    store.advance(by: 2 * hour)
    store.send(.deadline(.widgets(.entry(id)))) {
      $0.widgets.instances[id]?.current = 3
      $0.widgets.instances[id]?.transition = EntryTransition(
        from: first.entries[1].view, startedAt: store.now)
    }
    store.send(
      .deadline(.widgets(.scheduledReload(id))),
      effects: [
        .widgets(.loadTimeline(id, generation: 2)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=policy"]
    ) {
      _ = $0.widgets.instances[id]?.reload.takeScheduled()
      $0.widgets.requestReload(id, .policy, now: store.now)
    }
  }

  @Test(".never: no reload until the app asks; the app's request is counted")
  func never() {
    let store = storeWithWidget()
    let full = timeline(store, hours: [0], policy: .never)
    store.send(
      .widgets(.loaded(id, generation: 1, full)),
      effects: [.cancel(.widgets(.reloadTimeout(id)))],
      events: ["widget timeline K#1: 1 entry, policy never"]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = full.entries
      $0.widgets.instances[id]?.policy = .never
      $0.widgets.instances[id]?.current = 0
    }
    store.advance(by: 10 * hour)
    store.send(
      .widgets(.reload(kind: "com.game.K", cause: .app)),
      effects: [
        .widgets(.loadTimeline(id, generation: 2)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ],
      events: ["widget reload K#1 cause=app"]
    ) {
      $0.widgets.requestReload(id, .app, now: store.now)
    }
  }

  @Test(".after(date): reload at the date; a date in the past reloads after the spacing")
  func after() {
    let store = storeWithWidget()
    let start = store.now
    let dragon = timeline(store, hours: [0, 2], policy: .after(start + 2 * hour))
    store.send(
      .widgets(.loaded(id, generation: 1, dragon)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))),
        .schedule(.widgets(.entry(id)), at: start + 2 * hour),
        .schedule(.widgets(.scheduledReload(id)), at: start + 2 * hour),
      ],
      events: [
        "widget timeline K#1: 2 entries, policy after \(WidgetsFeature.clockText(start + 2 * hour))"
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = dragon.entries
      $0.widgets.instances[id]?.policy = .after(start + 2 * hour)
      $0.widgets.instances[id]?.current = 0
      _ = $0.widgets.instances[id]?.reload.schedule(
        .init(date: start + 2 * hour, reason: .policy, cause: .policy))
    }
    // A policy date in the past: the reload waits for the least spacing, no busy loop.
    store.send(
      .widgets(.reloadWidget(id, cause: .interaction)),
      effects: [
        .cancel(.widgets(.scheduledReload(id))), .widgets(.loadTimeline(id, generation: 2)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ], events: ["widget reload K#1 cause=interaction"]
    ) {
      // The exempt request starts at once and forgets the scheduled policy reload.
      $0.widgets.requestReload(id, .interaction, now: store.now, exempt: true)
    }
    let past = timeline(store, hours: [0], policy: .after(start - hour))
    store.send(
      .widgets(.loaded(id, generation: 2, past)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))),
        .schedule(.widgets(.scheduledReload(id)), at: start + 300),
      ],
      events: [
        "widget timeline K#1: 1 entry, policy after \(WidgetsFeature.clockText(start - hour))"
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = past.entries
      $0.widgets.instances[id]?.policy = .after(start - hour)
      $0.widgets.instances[id]?.current = 0
      _ = $0.widgets.instances[id]?.reload.schedule(
        .init(date: start + 300, reason: .policy, cause: .policy))
    }
  }

  @Test(
    "bad timelines: no entries keep the old ones, out of order is sorted, stale results ignored")
  func badTimelines() {
    let store = storeWithWidget()
    let start = store.now
    let shuffled = ResolvedTimeline(
      entries: [
        ResolvedEntry(date: start + hour, view: .text(.verbatim("later"))),
        ResolvedEntry(date: start - hour, view: .text(.verbatim("past"))),
        ResolvedEntry(date: start - 2 * hour, view: .text(.verbatim("older"))),
      ], policy: .never)
    store.send(
      .widgets(.loaded(id, generation: 1, shuffled)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))), .schedule(.widgets(.entry(id)), at: start + hour),
      ],
      events: [
        "widget timeline K#1: 3 entries, policy never",
        "widget K#1: the timeline's entries were out of order; sorted by date",
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = [2, 1, 0].map { shuffled.entries[$0] }
      $0.widgets.instances[id]?.policy = .never
      $0.widgets.instances[id]?.current = 1
      $0.widgets.instances[id]?.problem =
        "the timeline's entries were out of order; sorted by date"
    }
    #expect(store.state.widgets.instances[id]?.view.node.plainText == "past")
    // A result of an old generation changes nothing.
    store.send(.widgets(.loaded(id, generation: 1, ResolvedTimeline(entries: [], policy: .atEnd))))
    store.send(
      .widgets(.reloadWidget(id, cause: .interaction)),
      effects: [
        .widgets(.loadTimeline(id, generation: 2)),
        .schedule(.widgets(.reloadTimeout(id)), at: store.now + 10),
      ], events: ["widget reload K#1 cause=interaction"]
    ) {
      $0.widgets.requestReload(id, .interaction, now: store.now, exempt: true)
    }
    store.send(
      .widgets(.loaded(id, generation: 2, ResolvedTimeline(entries: [], policy: .never))),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))), .schedule(.widgets(.entry(id)), at: start + hour),
      ],
      events: [
        "widget timeline K#1: 0 entries, policy never",
        "widget K#1: the timeline has no entries; the widget keeps what it showed",
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.problem =
        "the timeline has no entries; the widget keeps what it showed"
    }
  }

  @Test("a provider that takes too long fails; the retry waits for the spacing")
  func timeout() {
    let store = storeWithWidget()
    store.advance(by: 10)
    store.send(
      .deadline(.widgets(.reloadTimeout(id))),
      // A load that timed out is now abandoned (its task cancelled, as a control's is) instead
      // of only forgetting its timeout, which has already fired.
      effects: [
        .widgets(.cancelLoad(id, generation: 1)),
        .schedule(.widgets(.scheduledReload(id)), at: store.now + 300),
      ],
      events: ["widget error K#1: the provider took longer than 10 s; retry"]
    ) {
      $0.widgets.failReload(id, now: store.now, timedOut: true)
      $0.widgets.instances[id]?.problem = "the provider took longer than 10 s"
    }
    #expect(store.state.widgets.instances[id]?.failures == 1)
    #expect(
      store.state.widgets.instances[id]?.nextReload
        == .init(date: store.now + 300, reason: .retry, cause: .retry))
  }

  @Test(
    "a failing provider: the entries stay, retries back off 5, 10, 20 min; a timeline resets it")
  func failingProviderBacksOff() {
    let store = storeWithWidget()
    let start = store.now
    let first = timeline(store, hours: [0], policy: .never)
    apply(store, .widgets(.loaded(id, generation: 1, first)))
    // The app asks; the provider fails three times in a row.
    store.advance(by: 600)
    #expect(reload(store, .app) == ["widget reload K#1 cause=app"])
    var expectedRetry = store.now
    for (attempt, delay) in [300.0, 600, 1200].enumerated() {
      let generation = store.state.widgets.instances[id]?.reload.generation ?? 0
      store.send(
        .widgets(.loadFailed(id, generation: generation, "the provider threw")),
        effects: [
          .cancel(.widgets(.reloadTimeout(id))),
          .schedule(.widgets(.scheduledReload(id)), at: store.now + delay),
        ],
        events: ["widget error K#1: the provider threw; retry"]
      ) {
        $0.widgets.failReload(id, now: store.now)
        $0.widgets.instances[id]?.problem = "the provider threw"
      }
      #expect(store.state.widgets.instances[id]?.failures == attempt + 1)
      #expect(
        store.state.widgets.instances[id]?.nextReload
          == .init(date: store.now + delay, reason: .retry, cause: .retry))
      // What it showed stays on screen.
      #expect(store.state.widgets.instances[id]?.view.node.plainText == "h0")
      #expect(store.state.widgets.instances[id]?.current == 0)
      expectedRetry = store.now + delay
      store.advance(by: delay)
      #expect(store.now == expectedRetry)
      #expect(
        apply(store, .deadline(.widgets(.scheduledReload(id))))
          == ["widget reload K#1 cause=retry"])
    }
    // The fourth attempt works: the new timeline shows and the backoff starts over.
    let generation = store.state.widgets.instances[id]?.reload.generation ?? 0
    apply(
      store,
      .widgets(.loaded(id, generation: generation, timeline(store, hours: [0], policy: .never))))
    #expect(store.state.widgets.instances[id]?.failures == 0)
    #expect(store.state.widgets.instances[id]?.problem == nil)
    #expect(store.state.widgets.instances[id]?.entries.first?.date == store.now)
    #expect(store.now == start + 600 + 300 + 600 + 1200)
  }

  @Test("the retry backoff doubles from the least spacing up to an hour")
  func retryDelays() {
    let rules = ReloadMachine.Rules.widget(ReloadBudget())
    #expect(
      (1...7).map { rules.retryDelay(failures: $0) } == [
        300, 600, 1200, 2400, 3600, 3600, 3600,
      ])
    #expect(rules.retryDelay(failures: 1_000) == 3600)
  }

  @Test("entries all in the past: the last one shows; .atEnd reloads after the spacing, once")
  func entriesAllInThePast() {
    let store = storeWithWidget()
    let start = store.now
    let stale = timeline(store, hours: [-3, -2, -1], policy: .atEnd)
    store.send(
      .widgets(.loaded(id, generation: 1, stale)),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))),
        .schedule(.widgets(.scheduledReload(id)), at: start + 300),
      ],
      events: [
        "widget timeline K#1: 3 entries, policy atEnd",
        "widget K#1: several entries are in the past; the latest of them shows",
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.entries = stale.entries
      $0.widgets.instances[id]?.policy = .atEnd
      $0.widgets.instances[id]?.current = 2
      $0.widgets.instances[id]?.problem =
        "several entries are in the past; the latest of them shows"
      _ = $0.widgets.instances[id]?.reload.schedule(
        .init(date: start + 300, reason: .policy, cause: .policy))
    }
    #expect(store.state.widgets.instances[id]?.view.node.plainText == "h-1")
  }

  @Test("no entries at all: the placeholder stays; .atEnd asks again after the spacing, no loop")
  func noEntriesFirstTime() {
    let store = storeWithWidget()
    let start = store.now
    store.send(
      .widgets(.loaded(id, generation: 1, ResolvedTimeline(entries: [], policy: .atEnd))),
      effects: [
        .cancel(.widgets(.reloadTimeout(id))),
        .schedule(.widgets(.scheduledReload(id)), at: start + 300),
      ],
      events: [
        "widget timeline K#1: 0 entries, policy atEnd",
        "widget K#1: the timeline has no entries; the widget keeps what it showed",
      ]
    ) {
      _ = $0.widgets.instances[id]?.reload.succeed()
      $0.widgets.instances[id]?.policy = .atEnd
      $0.widgets.instances[id]?.problem =
        "the timeline has no entries; the widget keeps what it showed"
      _ = $0.widgets.instances[id]?.reload.schedule(
        .init(date: start + 300, reason: .policy, cause: .policy))
    }
    #expect(store.state.widgets.instances[id]?.view.isPlaceholder == true)
    // A provider that keeps answering nothing is asked every 5 minutes until the budget (3 a
    // day here) runs out, then not before the window frees a reload: never in a loop.
    var state = store.state
    state.widgets.budget = ReloadBudget(dailyLimit: 3)
    var now = start + 300
    var loads = 0
    var denied = 0
    while now < start + 86_400 {
      let (effects, events) = DashboardReducer.reduceLogging(
        into: &state, action: .deadline(.widgets(.scheduledReload(id))), now: now)
      for effect in effects {
        guard case .feature(let effect) = effect,
          case .loadTimeline(_, let generation) = effect.as(WidgetsFeature.Effect.self)
        else { continue }
        loads += 1
        _ = DashboardReducer.reduceLogging(
          into: &state,
          action: .widgets(
            .loaded(id, generation: generation, ResolvedTimeline(entries: [], policy: .atEnd))),
          now: now)
      }
      denied +=
        events.filter { EngineEvent(date: now, kind: $0).description.contains("budget-denied") }
        .count
      guard let next = state.widgets.instances[id]?.nextReload else { break }
      #expect(next.date >= now + 300, "the next reload comes no sooner than the spacing")
      now = next.date
    }
    // Three loads in the first day, then the denied reload waits for the window.
    #expect(loads == 3)
    #expect(denied == 1)
    #expect(now >= start + 86_400, "after the budget, the next try waits for the window")
  }

  /// Sends an action through the store, taking the reducer's own outcome as expected (the
  /// caller checks the event lines it returns).
  @discardableResult
  func apply(_ store: ReducerTestStore, _ action: DashboardAction) -> [String] {
    var state = store.state
    let (effects, events) = DashboardReducer.reduceLogging(
      into: &state, action: action, now: store.now)
    let lines = events.map { EngineEvent(date: store.now, kind: $0).description }
    store.send(action, effects: effects, events: lines) { $0 = state }
    return lines
  }

  /// Sends a reload of a cause and returns the event lines.
  @discardableResult
  func reload(_ store: ReducerTestStore, _ cause: ReloadCause) -> [String] {
    apply(store, .widgets(.reload(kind: nil, cause: cause)))
  }

  /// Finishes the running load with a `.never` timeline.
  func finish(_ store: ReducerTestStore) {
    let generation = store.state.widgets.instances[id]?.reload.generation ?? 0
    apply(
      store,
      .widgets(.loaded(id, generation: generation, timeline(store, hours: [0], policy: .never))))
  }

  @Test("the budget: counted reloads in a rolling 24 h window; past the limit denied and logged")
  func budgetDenied() {
    let store = storeWithWidget(budget: ReloadBudget(dailyLimit: 3))
    finish(store)
    for _ in 0..<3 {
      store.advance(by: 600)
      #expect(reload(store, .app) == ["widget reload K#1 cause=app"])
      finish(store)
    }
    store.advance(by: 600)
    let firstCounted = store.now - 3 * 600
    #expect(
      reload(store, .app) == [
        "widget reload K#1 cause=budget-denied (app; 3/3 in 24 h; next at "
          + "\(WidgetsFeature.clockText(firstCounted + 86_400)))"
      ])
    #expect(store.state.widgets.instances[id]?.nextReload?.reason == .budget)
    #expect(store.state.widgets.instances[id]?.nextReload?.date == firstCounted + 86_400)
    // Once the oldest counted reload leaves the window the waiting reload runs.
    store.advance(by: 86_400 - 3 * 600)
    var state = store.state
    let (effects, _) = DashboardReducer.reduceLogging(
      into: &state, action: .deadline(.widgets(.scheduledReload(id))), now: store.now)
    #expect(effects.contains(.widgets(.loadTimeline(id, generation: 5))))
    #expect(state.widgets.instances[id]?.countedReloads.count == 3)
  }

  @Test(
    "exemptions: added, the widget's own intent, environment changes, the app in the foreground")
  func exemptions() {
    let store = storeWithWidget(budget: ReloadBudget(dailyLimit: 0))
    finish(store)
    #expect(reload(store, .interaction) == ["widget reload K#1 cause=interaction"])
    finish(store)
    #expect(reload(store, .environment) == ["widget reload K#1 cause=environment"])
    finish(store)
    #expect(reload(store, .app).first?.contains("cause=budget-denied") == true)
    store.send(.widgets(.setAppForeground(true))) { $0.widgets.appInForeground = true }
    #expect(reload(store, .app) == ["widget reload K#1 cause=app"])
    #expect(store.state.widgets.instances[id]?.countedReloads.isEmpty == true)
  }

  @Test("Developer Mode lifts the budget")
  func developerMode() {
    let store = storeWithWidget(budget: ReloadBudget(dailyLimit: 0))
    finish(store)
    #expect(reload(store, .app).first?.contains("cause=budget-denied") == true)
    store.send(.widgets(.setDeveloperMode(true))) { $0.widgets.developerMode = true }
    #expect(reload(store, .app) == ["widget reload K#1 cause=app"])
    finish(store)
    #expect(reload(store, .policy) == ["widget reload K#1 cause=policy"])
  }

  @Test("policy reloads keep ≥ 5 min apart; requests during a load coalesce into one")
  func spacingAndCoalescing() {
    let store = storeWithWidget()
    finish(store)
    store.advance(by: 60)
    #expect(
      reload(store, .policy) == [
        "widget reload K#1 deferred to \(WidgetsFeature.clockText(store.now + 240)) (5 min spacing)"
      ])
    #expect(store.state.widgets.instances[id]?.nextReload?.reason == .spacing)
    #expect(reload(store, .app) == ["widget reload K#1 cause=app"])
    #expect(reload(store, .app) == ["widget reload K#1 cause=app (queued)"])
    #expect(reload(store, .app) == ["widget reload K#1 cause=app (queued)"])
    #expect(store.state.widgets.instances[id]?.reload.queued == .app)
    // The load finishes: one more load for all the queued requests.
    finish(store)
    #expect(store.state.widgets.instances[id]?.isLoading == true)
    #expect(store.state.widgets.instances[id]?.reload.generation == 3)
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

  /// A widget's running load failing (or timing out) in an expected state, as the feature fails
  /// it: under the widgets' rules, with a retry scheduled.
  fileprivate mutating func failReload(_ id: WidgetID, now: Date, timedOut: Bool = false) {
    _ = instances[id]?.reload.fail(now: now, rules: .widget(budget), timedOut: timedOut)
  }
}
