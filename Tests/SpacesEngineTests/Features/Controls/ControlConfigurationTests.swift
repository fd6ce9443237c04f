import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A timer people pick when they configure the control.
private struct PickedTimer: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
  static let defaultQuery = Query()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  struct Query: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PickedTimer] {
      identifiers.map(PickedTimer.init)
    }
  }
}

/// The control's configuration: which timer.
private struct ChooseTimerIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Choose Timer"
  @Parameter(title: "Timer") var timer: PickedTimer
}

private let timerKind = "com.example.Timer"

@MainActor
@Suite("Configurable controls: saved configurations, the form's result, unconfigured controls")
struct ControlConfigurationTests {
  /// A store with one configurable Timer control (default configuration: no timer yet).
  private func timerStore() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let defaults = IntentBox(ChooseTimerIntent())
    let preview = ResolvedControl.unconfigured(title: "Timer", configuration: defaults)
    let ids = store.install([
      ControlKindInfo(
        kind: timerKind, appName: "Timers", displayName: "Timer", preview: preview,
        defaultConfiguration: defaults)
    ])
    return (store, ids[0])
  }

  private func configured(_ id: String) throws -> IntentBox {
    try IntentBox(ChooseTimerIntent()).settingParameter("timer", to: PickedTimer(id: id))
  }

  /// The layout file a state saves.
  private func layout(_ store: ReducerTestStore, _ update: (inout DashboardState) -> Void)
    -> SavedLayout
  {
    var state = store.state
    update(&state)
    return SavedLayout(state: state)
  }

  @Test("restoring the layout reads each configurable control's saved configuration first")
  func restoreReads() throws {
    let (store, id) = timerStore()
    let saved = layout(store) { _ in }
    store.send(
      .layout(.restore(.missing)),
      effects: [
        .layout(.save(saved)), .controls(.loadConfiguration(id, kind: timerKind, values: nil)),
      ]
    ) {
      $0.controls.update(id) { $0.configurationStatus = .loading }
    }
    // While it is read, the launch reload skips it.
    store.send(.controls(.reload(kind: nil, cause: .added)))
    // A kind whose defaults its queries complete previews them in the gallery.
    let work = try IntentBox(ChooseTimerIntent()).settingParameter(
      "timer", to: PickedTimer(id: "work"))
    let preview = ReducerFixtures.toggle("work", action: work)
    store.send(.controls(.catalogPreviewed(kind: timerKind, preview))) {
      $0.controls.catalog[timerKind]?.preview = preview
    }
  }

  @Test("a configuration read back loads the control with cause 'added'")
  func readBack() throws {
    let (store, id) = timerStore()
    store.send(
      .layout(.restore(.missing)),
      effects: [
        .layout(.save(layout(store) { _ in })),
        .controls(.loadConfiguration(id, kind: timerKind, values: nil)),
      ]
    ) { $0.controls.update(id) { $0.configurationStatus = .loading } }
    let work = try configured("work")
    let now = store.now
    store.send(
      .controls(.configurationLoaded(id, values: nil, .decoded(work))),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Timer cause=added"]
    ) {
      $0.controls.update(id) {
        $0.configuration = work
        $0.configurationStatus = .ready
        _ = $0.reload.request(.added, now: now, rules: .control)
      }
    }
  }

  @Test("an entity that no longer exists leaves the control unconfigured, logged, not reloaded")
  func deletedEntity() throws {
    let (installed, id) = timerStore()
    let values = ["timer": "gym"]
    // The layout file saved the Gym timer, which the app has since deleted.
    var state = installed.state
    state.controls.update(id) { $0.key.configuration = values }
    let store = ReducerTestStore(state: state)
    let reason = "no Timer with id 'gym'"
    store.send(
      .controls(.loadConfiguration(id)),
      effects: [
        .controls(.loadConfiguration(id, kind: timerKind, values: values))
      ]
    ) {
      $0.controls.update(id) { $0.configurationStatus = .loading }
    }
    store.send(
      .controls(.configurationLoaded(id, values: values, .failed(reason))),
      events: ["unconfigured Timer: \(reason)"]
    ) {
      $0.controls.update(id) {
        $0.configurationStatus = .unconfigured(reason: reason)
        $0.resolved = .unconfigured(title: "Timer", configuration: $0.configuration!)
        $0.phase = .ready
        $0.lastError = reason
      }
    }
    let control = try #require(store.state.controls[id])
    #expect(control.displayed.title == "Timer")
    #expect(control.displayed.valueText == "Not configured")
    #expect(!control.canActivate, "using it does nothing until it is configured")
    // The app's reloads skip it.
    store.send(.controls(.reload(kind: nil, cause: .app)))
    // The saved configuration is kept, so the timer comes back if the app declares it again.
    #expect(control.key.configuration == values)
  }

  @Test("the form's configuration is saved in the layout and reloads with cause 'configured'")
  func configure() throws {
    let (store, id) = timerStore()
    let violin = try configured("violin")
    let now = store.now
    let saved = layout(store) {
      $0.controls.update(id) { $0.key.configuration = ["timer": "violin"] }
    }
    store.send(
      .controls(.configure(id, violin)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        .layout(.save(saved)),
      ],
      events: ["configured Timer (timer=violin)", "reload Timer cause=configured"]
    ) {
      $0.controls.update(id) {
        $0.key.configuration = ["timer": "violin"]
        $0.configuration = violin
        _ = $0.reload.request(.configured, now: now, rules: .control)
      }
    }
    #expect(saved.controlCenter.first?.control.configuration == ["timer": "violin"])
  }

  @Test("an incomplete configuration leaves the control unconfigured, saying what's missing")
  func incomplete() {
    let (store, id) = timerStore()
    let empty = IntentBox(ChooseTimerIntent())
    let reason = "no value for 'timer'"
    store.send(
      .controls(.configure(id, empty)),
      effects: [
        .layout(
          .save(
            layout(store) {
              $0.controls.update(id) {
                $0.key.configuration = [:]
                $0.configurationStatus = .unconfigured(reason: reason)
                $0.resolved = .unconfigured(title: "Timer", configuration: empty)
                $0.phase = .ready
                $0.lastError = reason
              }
            }))
      ],
      events: ["configured Timer ", "unconfigured Timer: \(reason)"]
    ) {
      $0.controls.update(id) {
        $0.key.configuration = [:]
        $0.configurationStatus = .unconfigured(reason: reason)
        $0.resolved = .unconfigured(title: "Timer", configuration: empty)
        $0.phase = .ready
        $0.lastError = reason
      }
    }
  }

  @Test("a saved configuration read after the form set another is ignored")
  func staleRead() throws {
    let (store, id) = timerStore()
    store.send(
      .controls(.loadConfiguration(id)),
      effects: [
        .controls(.loadConfiguration(id, kind: timerKind, values: nil))
      ]
    ) { $0.controls.update(id) { $0.configurationStatus = .loading } }
    let violin = try configured("violin")
    let effects = store.send(
      .controls(.configure(id, violin)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: store.now + 10),
        .layout(
          .save(
            layout(store) {
              $0.controls.update(id) {
                $0.key.configuration = ["timer": "violin"]
                $0.configurationStatus = .ready
              }
            })),
      ],
      events: ["configured Timer (timer=violin)", "reload Timer cause=configured"]
    ) {
      let now = store.now
      $0.controls.update(id) {
        $0.key.configuration = ["timer": "violin"]
        $0.configuration = violin
        $0.configurationStatus = .ready
        _ = $0.reload.request(.configured, now: now, rules: .control)
      }
    }
    #expect(effects.count == 3)
    store.send(.controls(.configurationLoaded(id, values: nil, .decoded(try configured("work")))))
    #expect(store.state.controls[id]?.configuration == violin)
  }

  @Test("a reload that finds the timer gone ends without a retry and leaves it unconfigured")
  func lostDuringReload() throws {
    let (installed, id) = timerStore()
    var state = installed.state
    let violin = try configured("violin")
    state.controls.update(id) {
      $0.configuration = violin
      $0.key.configuration = ["timer": "violin"]
    }
    let store = ReducerTestStore(state: state)
    let now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Timer cause=app"]
    ) { $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) } }
    let reason = "no Timer with id 'violin'"
    store.send(
      .controls(.configurationLost(id, generation: 1, reason)),
      effects: [.cancel(.controls(.reloadTimeout(id)))],
      events: ["unconfigured Timer: \(reason)"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.configurationStatus = .unconfigured(reason: reason)
        $0.resolved = .unconfigured(title: "Timer", configuration: violin)
        $0.phase = .ready
        $0.lastError = reason
      }
    }
    // A stale generation is ignored.
    store.send(.controls(.configurationLost(id, generation: 1, reason)))
  }

  @Test("a control added without a complete configuration has it read before it loads")
  func addedIncomplete() {
    let (store, id) = timerStore()
    store.send(
      .controls(.reload(kind: nil, cause: .added)),
      effects: [.controls(.loadConfiguration(id, kind: timerKind, values: nil))]
    ) { $0.controls.update(id) { $0.configurationStatus = .loading } }
    // Its queries give no default: it stays not configured, saying what's missing.
    let reason = "no value for 'timer'"
    let empty = IntentBox(ChooseTimerIntent())
    store.send(
      .controls(.configurationLoaded(id, values: nil, .decoded(empty))),
      events: ["unconfigured Timer: \(reason)"]
    ) {
      $0.controls.update(id) {
        $0.configurationStatus = .unconfigured(reason: reason)
        $0.resolved = .unconfigured(title: "Timer", configuration: empty)
        $0.phase = .ready
        $0.lastError = reason
      }
    }
  }
}
