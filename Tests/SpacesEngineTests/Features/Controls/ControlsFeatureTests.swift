import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The Flashlight toggle's action: sets the torch on or off.
private struct SetFlashlightIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Flashlight" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The Camera button's action.
private struct OpenCameraIntent: AppIntent {
  static var title: LocalizedStringResource { "Open Camera" }
  func perform() async throws -> IntentResultContainer { .result() }
}

private let flashlightKind = "com.example.Flashlight"

/// The Flashlight toggle's template in a state.
private func flashlight(isOn: Bool = false, isDisabled: Bool = false) -> ResolvedControl {
  ReducerFixtures.toggle(
    "Flashlight", isOn: isOn, action: IntentBox(SetFlashlightIntent()),
    onLabel: ResolvedControlLabel(systemImage: "flashlight.on.fill", status: "Flashlight On"),
    offLabel: ResolvedControlLabel(systemImage: "flashlight.off.fill"), isDisabled: isDisabled)
}

@MainActor
@Suite("Controls feature")
struct ControlsFeatureTests {
  /// A store with the Flashlight toggle installed (off), focused, and its identifier.
  private func flashlightStore(isDisabled: Bool = false) -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let ids = store.install([
      ReducerFixtures.installed(flashlightKind, preview: flashlight(isDisabled: isDisabled))
    ])
    return (store, ids[0])
  }

  /// Starts the first reload (cause "added") and checks it.
  private func startReload(_ store: ReducerTestStore, _ id: ControlID) {
    let now = store.now
    store.send(
      .controls(.reload(kind: flashlightKind, cause: .added)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Flashlight cause=added"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.added, now: now, rules: .control) }
    }
  }

  @Test("a reload starts: the control loads generation 1 and gives up after 10 s")
  func reloadStarts() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    let reload = store.state.controls[id]!.reload
    #expect(reload.isLoading)
    #expect(reload.generation == 1)
    #expect(reload.queued == nil)
    #expect(store.state.controls[id]!.phase == .placeholder)
  }

  @Test("requests while a reload runs are queued, and the value landing starts one more quietly")
  func coalescing() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    store.advance(by: 1)
    var now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)), events: ["reload Flashlight cause=app (queued)"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    store.send(
      .controls(.reload(kind: flashlightKind, cause: .push)),
      events: ["reload Flashlight cause=push (queued)"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.push, now: now, rules: .control) }
    }
    #expect(store.state.controls[id]!.reload.queued == .push)
    #expect(store.state.controls[id]!.reload.generation == 1)

    store.advance(by: 1)
    now = store.now
    store.send(
      .controls(.loaded(id, generation: 1, flashlight(isOn: true))),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["value Flashlight = On"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.resolved = flashlight(isOn: true)
        $0.phase = .ready
        _ = $0.reload.request(.push, now: now, rules: .control)
      }
    }
    let reload = store.state.controls[id]!.reload
    #expect(reload.isLoading)
    #expect(reload.generation == 2)
    #expect(reload.queued == nil)
  }

  @Test("a result quoting an older generation changes nothing")
  func staleGenerationIgnored() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    let now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)), events: ["reload Flashlight cause=app (queued)"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    store.send(
      .controls(.loaded(id, generation: 1, flashlight())),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["value Flashlight = Off"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.phase = .ready
        _ = $0.reload.request(.app, now: now, rules: .control)
      }
    }
    // Generation 2 is loading: late results of generation 1 are dropped.
    store.send(.controls(.loaded(id, generation: 1, flashlight(isOn: true))))
    store.send(.controls(.loadFailed(id, generation: 1, "late failure")))
    // A result from the future is not the running load's either.
    store.send(.controls(.loaded(id, generation: 3, flashlight(isOn: true))))
    #expect(store.state.controls[id]!.displayed.isOn == false)
  }

  @Test("a failed reload backs off 5 s, then 10 s, and a success resets the backoff")
  func backoff() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    store.advance(by: 2)
    var now = store.now
    store.send(
      .controls(.loadFailed(id, generation: 1, "no signal")),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .schedule(.controls(.scheduledReload(id)), at: now + 5),
      ],
      events: ["error Flashlight: no signal; retry"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.fail(now: now, rules: .control)
        $0.lastError = "no signal"
      }
    }
    #expect(store.state.controls[id]!.reload.failureCount == 1)
    #expect(store.state.controls[id]!.retryAt == now + 5)

    store.advance(by: 5)
    now = store.now
    store.send(
      .deadline(.controls(.scheduledReload(id))),
      effects: [
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Flashlight cause=retry"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.takeScheduled()
        _ = $0.reload.request(.retry, now: now, rules: .control)
      }
    }

    store.advance(by: 1)
    now = store.now
    store.send(
      .controls(.loadFailed(id, generation: 2, "no signal")),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .schedule(.controls(.scheduledReload(id)), at: now + 10),
      ],
      events: ["error Flashlight: no signal; retry"]
    ) {
      $0.controls.update(id) { _ = $0.reload.fail(now: now, rules: .control) }
    }
    #expect(store.state.controls[id]!.reload.failureCount == 2)
    #expect(store.state.controls[id]!.retryAt == now + 10)

    store.advance(by: 10)
    now = store.now
    store.send(
      .deadline(.controls(.scheduledReload(id))),
      effects: [
        .controls(.reload(id, generation: 3)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Flashlight cause=retry"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.takeScheduled()
        _ = $0.reload.request(.retry, now: now, rules: .control)
      }
    }
    store.send(
      .controls(.loaded(id, generation: 3, flashlight(isOn: true))),
      effects: [.cancel(.controls(.reloadTimeout(id)))],
      events: ["value Flashlight = On"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.resolved = flashlight(isOn: true)
        $0.phase = .ready
        $0.lastError = nil
      }
    }
    #expect(store.state.controls[id]!.reload.failureCount == 0)
    #expect(store.state.controls[id]!.retryAt == nil)
  }

  @Test("the backoff doubles per failure up to 300 s")
  func backoffCap() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    for (generation, delay) in zip(1..., [5.0, 10, 20, 40, 80, 160, 300, 300]) {
      let now = store.now
      store.send(
        .controls(.loadFailed(id, generation: generation, "no signal")),
        effects: [
          .cancel(.controls(.reloadTimeout(id))),
          .schedule(.controls(.scheduledReload(id)), at: now + delay),
        ],
        events: ["error Flashlight: no signal; retry"]
      ) {
        $0.controls.update(id) {
          _ = $0.reload.fail(now: now, rules: .control)
          $0.lastError = "no signal"
        }
      }
      #expect(store.state.controls[id]!.retryAt == now + delay)
      store.advance(by: delay)
      store.send(
        .deadline(.controls(.scheduledReload(id))),
        effects: [
          .controls(.reload(id, generation: generation + 1)),
          .schedule(.controls(.reloadTimeout(id)), at: store.now + 10),
        ],
        events: ["reload Flashlight cause=retry"]
      ) { [now = store.now] in
        $0.controls.update(id) {
          _ = $0.reload.takeScheduled()
          _ = $0.reload.request(.retry, now: now, rules: .control)
        }
      }
    }
  }

  @Test("reloading every control starts each one's reload in Control Center order")
  func reloadAll() {
    let store = ReducerTestStore()
    let camera = ReducerFixtures.button("Camera", action: IntentBox(OpenCameraIntent()))
    let ids = store.install([
      ReducerFixtures.installed(flashlightKind, preview: flashlight()),
      ReducerFixtures.installed("com.example.Camera", preview: camera),
    ])
    let now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .push)),
      effects: [
        .controls(.reload(ids[0], generation: 1)),
        .schedule(.controls(.reloadTimeout(ids[0])), at: now + 10),
        .controls(.reload(ids[1], generation: 1)),
        .schedule(.controls(.reloadTimeout(ids[1])), at: now + 10),
      ],
      events: ["reload Flashlight cause=push", "reload Camera cause=push"]
    ) {
      for id in ids {
        $0.controls.update(id) { _ = $0.reload.request(.push, now: now, rules: .control) }
      }
    }
    // A kind nobody installed reloads nothing.
    store.send(.controls(.reload(kind: "com.example.Nothing", cause: .app)))
  }

  @Test("a reload asked for during the backoff cancels the retry and loads at once")
  func requestDuringBackoff() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    var now = store.now
    store.send(
      .controls(.loadFailed(id, generation: 1, "no signal")),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .schedule(.controls(.scheduledReload(id)), at: now + 5),
      ],
      events: ["error Flashlight: no signal; retry"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.fail(now: now, rules: .control)
        $0.lastError = "no signal"
      }
    }
    store.advance(by: 1)
    now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)),
      effects: [
        .cancel(.controls(.scheduledReload(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Flashlight cause=app"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    #expect(store.state.controls[id]!.retryAt == nil)
  }

  @Test("a failure with a request queued behind it reloads at once instead of backing off")
  func failureWithQueuedRequest() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    let now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)), events: ["reload Flashlight cause=app (queued)"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    store.send(
      .controls(.loadFailed(id, generation: 1, "no signal")),
      effects: [
        // No retry is scheduled when a request waits, so none is cancelled.
        .cancel(.controls(.reloadTimeout(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["error Flashlight: no signal; retry"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.fail(now: now, rules: .control)
        $0.lastError = "no signal"
        _ = $0.reload.request(.app, now: now, rules: .control)
      }
    }
    let reload = store.state.controls[id]!.reload
    #expect(reload.isLoading)
    #expect(reload.generation == 2)
    #expect(reload.failureCount == 1)
    #expect(reload.retryAt == nil)
  }

  @Test("a reload that takes 10 s is abandoned (its task cancelled) and retried after 5 s")
  func reloadTimeout() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    store.advance(by: 10)
    let now = store.now
    store.send(
      .deadline(.controls(.reloadTimeout(id))),
      effects: [
        .controls(.cancelReload(id, generation: 1)),
        .schedule(.controls(.scheduledReload(id)), at: now + 5),
      ],
      events: [
        // Its first value never came: bad input, named as a warning once.
        "warning: Flashlight: its value provider never returned a first value (timed out after "
          + "10 s); the control shows its preview and retries",
        "error Flashlight: timed out after 10 s; retry",
      ]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.fail(now: now, rules: .control, timedOut: true)
        $0.lastError = "timed out after 10 s"
      }
    }
    #expect(store.state.controls[id]!.isReloading == false)
    #expect(store.state.controls[id]!.retryAt == now + 5)
    // The abandoned load's result, arriving late, is dropped.
    store.send(.controls(.loaded(id, generation: 1, flashlight(isOn: true))))
    // A timeout with no load running does nothing.
    store.send(.deadline(.controls(.reloadTimeout(id))))
  }

  @Test("activating a toggle flips it at once, marks it performing and runs its intent")
  func activateToggle() {
    let (store, id) = flashlightStore()
    let now = store.now
    let effects = store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(SetFlashlightIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Set Flashlight"]
    ) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetFlashlightIntent()).settingValue(true), origin: .control(id)), at: now)
    }
    #expect((effects.first?.performedIntent as? SetFlashlightIntent)?.value == true)
    #expect(store.state.controls[id]!.displayed.isOn == true)
    #expect(store.state.controls[id]!.resolved.isOn == false)
    #expect(
      Array(store.state.runs.runs.values) == [
        IntentRun(
          id: RunID(1), origin: .control(id),
          intent: IntentBox(SetFlashlightIntent()).settingValue(true),
          startedAt: now, phase: .performing(deadline: now + 30))
      ])
    #expect(store.state.runs.nextID == 2)

    // While its intent runs, using it again does nothing.
    store.advance(by: 0.5)
    store.send(.key(.enter))
    store.send(.controls(.activate(id, origin: .control(id))))
  }

  @Test("activating a button runs its intent without an optimistic state")
  func activateButton() {
    let store = ReducerTestStore()
    let camera = ReducerFixtures.button(
      "Camera", action: IntentBox(OpenCameraIntent()),
      label: ResolvedControlLabel(systemImage: "camera"))
    let id = store.install([ReducerFixtures.installed("com.example.Camera", preview: camera)])[0]
    let now = store.now
    store.send(
      .key(.character(" ")),
      effects: [
        store.pressEnd(id),
        .runs(.perform(RunID(1), IntentBox(OpenCameraIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Open Camera"]
    ) {
      $0.controls.update(id) {
        $0.isPerforming = true
        $0.pressedUntil = store.now + ControlsFeature.pressDuration
      }
      $0.runs.applying(.start(IntentBox(OpenCameraIntent()), origin: .control(id)), at: now)
    }
    #expect(store.state.controls[id]!.optimisticIsOn == nil)
  }

  @Test("a disabled control does nothing when activated, and the log says why")
  func disabledControl() {
    let (store, id) = flashlightStore(isDisabled: true)
    store.send(.key(.enter), events: ["Flashlight is disabled"])
    store.send(
      .controls(.activate(id, origin: .control(id))), events: ["Flashlight is disabled"])
    store.send(
      .controls(.activate(id, origin: .actionButton(id))), events: ["Flashlight is disabled"])
    #expect(store.state.runs.runs.isEmpty)
  }

  @Test("the momentary status disappears at its expiry")
  func statusExpiry() {
    let (store, id) = flashlightStore()
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(SetFlashlightIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: store.now + 30),
      ], events: ["perform Set Flashlight"]
    ) { [now = store.now] in
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetFlashlightIntent()).settingValue(true), origin: .control(id)), at: now)
    }
    store.advance(by: 1)
    let now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["done Set Flashlight", "reload Flashlight cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        $0.status = TimedText(text: "Flashlight On", until: now + 2)
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    store.advance(by: 2)
    store.send(.deadline(.controls(.statusExpiry(id)))) {
      $0.controls.update(id) { $0.status = nil }
    }
  }

  @Test("on the Lock Screen, Enter uses the control in the focused slot")
  func lockScreenSlot() {
    let store = ReducerTestStore()
    let camera = ReducerFixtures.button("Camera", action: IntentBox(OpenCameraIntent()))
    let ids = store.install([
      ReducerFixtures.installed(flashlightKind, preview: flashlight()),
      ReducerFixtures.installed("com.example.Camera", preview: camera),
    ])
    store.send(.key(.character("2"))) { $0.navigation.space = .lockScreen }
    store.send(.key(.right)) { $0.navigation.lockScreenFocus = 1 }
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        store.pressEnd(ids[1]),
        .runs(.perform(RunID(1), IntentBox(OpenCameraIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Open Camera"]
    ) {
      $0.controls.update(ids[1]) {
        $0.isPerforming = true
        $0.pressedUntil = store.now + ControlsFeature.pressDuration
      }
      $0.runs.applying(.start(IntentBox(OpenCameraIntent()), origin: .control(ids[1])), at: now)
    }
  }

  // Regression: the optimistic state used to clear when any reload landed after the run ended,
  // even one that started before the intent ran (its value predates the action).
  @Test("a reload that started before the action doesn't undo the optimistic toggle")
  func staleReloadKeepsOptimisticState() {
    let (store, id) = flashlightStore()
    startReload(store, id)
    var now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(SetFlashlightIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Set Flashlight"]
    ) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetFlashlightIntent()).settingValue(true), origin: .control(id)), at: now)
    }
    store.advance(by: 1)
    now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
      ],
      events: ["done Set Flashlight", "reload Flashlight cause=interaction (queued)"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        $0.status = TimedText(text: "Flashlight On", until: now + 2)
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    // The reload started before the action lands with the old value ("Off"); the interaction's
    // reload is still to come, so the toggle should keep showing "On".
    store.send(
      .controls(.loaded(id, generation: 1, flashlight())),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["value Flashlight = Off"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.phase = .ready
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    #expect(store.state.controls[id]!.displayed.isOn == true)
  }
}
