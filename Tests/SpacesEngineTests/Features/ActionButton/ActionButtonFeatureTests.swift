import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The Timer toggle's action: starts or stops the timer.
private struct StartTimerIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Start Timer" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The Timer toggle as the controls session writes it: "Hold to Start" when stopped, "Hold to
/// Stop" when running.
private func timer(isOn: Bool = false) -> ResolvedControl {
  ReducerFixtures.toggle(
    "Timer", isOn: isOn, action: IntentBox(StartTimerIntent()),
    onLabel: ResolvedControlLabel(systemImage: "timer", valueText: "Running", actionHint: "Start"),
    offLabel: ResolvedControlLabel(systemImage: "timer", valueText: "Stopped", actionHint: "Stop")
  )
}

@MainActor
@Suite("Action button feature")
struct ActionButtonFeatureTests {
  /// A store on the Action button space with the Timer assigned.
  private func actionButtonStore() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let id = store.install([ReducerFixtures.installed("com.example.Timer", preview: timer())])[0]
    #expect(store.state.controls.actionButton == id)
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    return (store, id)
  }

  /// Presses once: the hint shows for 2 s.
  private func press(_ store: ReducerTestStore, hint: String = "Hold to Start") {
    let now = store.now
    store.send(
      .key(.enter),
      effects: [.schedule(.actionButton(.hintExpiry), at: now + 2)],
      events: ["hint \"\(hint)\""]
    ) {
      $0.actionButton.lastPressAt = now
      $0.actionButton.awaitingRelease = false
      $0.actionButton.hint = ActionButtonState.Hint(text: hint, shownAt: now, expiresAt: now + 2)
    }
  }

  /// Presses again while the hint shows (by default Enter; `trigger` for another way in, and
  /// `update` for what else it changes): the Timer's intent runs as run 1.
  private func pressAgain(
    _ store: ReducerTestStore, _ id: ControlID, trigger: DashboardAction = .key(.enter),
    update: (inout DashboardState) -> Void = { _ in }
  ) {
    let now = store.now
    let effects = store.send(
      trigger,
      effects: [
        .cancel(.actionButton(.hintExpiry)),
        .runs(.perform(RunID(1), IntentBox(StartTimerIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Start Timer"]
    ) {
      update(&$0)
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = nil
      $0.actionButton.awaitingRelease = true
      $0.actionButton.island = .performing(id)
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(StartTimerIntent()).settingValue(true), origin: .actionButton(id)), at: now
      )
    }
    #expect((effects[1].performedIntent as? StartTimerIntent)?.value == true)
    #expect(store.state.runs.run(for: id)?.origin == .actionButton(id))
  }

  @Test("a press shows the synthesized hint, which times out after 2 s and cancels the press")
  func hintTimesOut() {
    let (store, id) = actionButtonStore()
    press(store)
    // (Steps of binary fractions keep the virtual dates exact.)
    store.advance(by: 1.5)
    // The hint's deadline is exact: an early wake changes nothing.
    store.send(.deadline(.actionButton(.hintExpiry)))
    store.advance(by: 0.5)
    store.send(.deadline(.actionButton(.hintExpiry)), events: ["hint timed out: cancelled"]) {
      $0.actionButton.hint = nil
    }
    #expect(store.state.runs.runs.isEmpty)
    #expect(store.state.controls[id]!.displayed.isOn == false)
  }

  @Test("a second press 0.3 s later performs: the island shows the action running")
  func secondPressPerforms() {
    let (store, id) = actionButtonStore()
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    #expect(store.state.controls[id]!.displayed.valueText == "Running")
  }

  @Test("holding (auto-repeat) performs after half a second, once, until the key is released")
  func holding() {
    let (store, id) = actionButtonStore()
    press(store)
    // Auto-repeat every 1/8 s: held less than 0.5 s, nothing happens but the press time.
    for _ in 1...3 {
      store.advance(by: 0.125)
      store.send(.key(.enter)) { [now = store.now] in $0.actionButton.lastPressAt = now }
    }
    store.advance(by: 0.125)
    pressAgain(store, id)
    // Still held: the repeats are ignored.
    for _ in 1...4 {
      store.advance(by: 0.125)
      store.send(.key(.enter)) { [now = store.now] in $0.actionButton.lastPressAt = now }
    }
    #expect(store.state.runs.runs.count == 1)
    // Released (a gap), a new press shows the hint for the state the timer is now in.
    store.advance(by: 0.5)
    press(store, hint: "Hold to Stop")
  }

  /// The mouse button goes down on the Action button: the hint shows and the hold's deadline
  /// is set half a second on.
  private func mouseDown(_ store: ReducerTestStore) {
    let now = store.now
    store.send(
      .actionButton(.buttonDown),
      effects: [
        .schedule(.actionButton(.hintExpiry), at: now + 2),
        .schedule(.actionButton(.holdElapsed), at: now + 0.5),
      ],
      events: ["hint \"Hold to Start\""]
    ) {
      $0.actionButton.heldSince = now
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = ActionButtonState.Hint(
        text: "Hold to Start", shownAt: now, expiresAt: now + 2)
    }
  }

  @Test("the mouse held on the button performs after half a second; a quick click only hints")
  func mouseHold() {
    let (store, id) = actionButtonStore()
    // A click (released after 1/4 s): the hint only; the hold's deadline is cancelled.
    mouseDown(store)
    store.advance(by: 0.25)
    store.send(.actionButton(.buttonUp), effects: [.cancel(.actionButton(.holdElapsed))]) {
      $0.actionButton.heldSince = nil
    }
    store.advance(by: 0.25)
    store.send(.deadline(.actionButton(.holdElapsed)))
    #expect(store.state.runs.runs.isEmpty)
    store.advance(by: 1.5)
    store.send(.deadline(.actionButton(.hintExpiry)), events: ["hint timed out: cancelled"]) {
      $0.actionButton.hint = nil
    }
    // Held: an early wake does nothing; at half a second the same press performs.
    mouseDown(store)
    store.advance(by: 0.25)
    store.send(.deadline(.actionButton(.holdElapsed)))
    store.advance(by: 0.25)
    pressAgain(store, id, trigger: .deadline(.actionButton(.holdElapsed))) {
      $0.actionButton.heldSince = nil
    }
    // The release after it changes nothing; the action ran once.
    store.advance(by: 0.25)
    store.send(.actionButton(.buttonUp))
    #expect(store.state.runs.runs.count == 1)
    #expect(store.state.actionButton.island == .performing(id))
  }

  @Test("the island shows the result for 3 s once the control's reload lands")
  func islandShowsResult() {
    let (store, id) = actionButtonStore()
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    store.advance(by: 0.5)
    var now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["done Start Timer", "reload Timer cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    // Still waiting for the reload.
    #expect(store.state.actionButton.island == .performing(id))

    store.advance(by: 0.2)
    now = store.now
    store.send(
      .controls(.loaded(id, generation: 1, timer(isOn: true))),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .schedule(.actionButton(.islandExpiry), at: now + 3),
      ],
      events: ["value Timer = Running"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.resolved = timer(isOn: true)
        $0.phase = .ready
        $0.optimisticIsOn = nil
      }
      $0.actionButton.island = .result(id, until: now + 3)
    }

    store.advance(by: 2.5)
    store.send(.deadline(.actionButton(.islandExpiry)))
    store.advance(by: 0.5)
    store.send(.deadline(.actionButton(.islandExpiry))) { $0.actionButton.island = nil }
  }

  @Test("a reload landing while the action still runs keeps the island on “performing”")
  func reloadDuringPerform() {
    let (store, id) = actionButtonStore()
    let now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .added)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Timer cause=added"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.added, now: now, rules: .control) }
    }
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    store.send(
      .controls(.loaded(id, generation: 1, timer())),
      effects: [.cancel(.controls(.reloadTimeout(id)))],
      events: ["value Timer = Stopped"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.phase = .ready
      }
    }
    #expect(store.state.actionButton.island == .performing(id))
    #expect(store.state.controls[id]!.displayed.isOn == true)
  }

  @Test("a failed action clears the island")
  func failureClearsIsland() {
    let (store, id) = actionButtonStore()
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    store.advance(by: 1)
    let now = store.now
    store.send(
      .runs(.finished(RunID(1), .failure("Timer unavailable"))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Start Timer: Timer unavailable", "reload Timer cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        $0.optimisticIsOn = nil
        $0.lastError = "Timer unavailable"
        $0.status = TimedText(text: "Couldn't complete", until: now + 2)
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
      $0.actionButton.island = nil
      $0.toasting("Timer: Timer unavailable", .error, at: store.now)
    }
  }

  @Test("with no control assigned, a press does nothing")
  func unassigned() {
    let store = ReducerTestStore()
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    store.send(.key(.enter))
  }

  @Test("Escape on the Action button cancels its running action and clears the island")
  func escapeCancels() {
    let (store, id) = actionButtonStore()
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    store.advance(by: 2)
    let now = store.now
    store.send(
      .key(.escape),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .runs(.cancelRun(RunID(1))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Start Timer: cancelled", "reload Timer cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        $0.optimisticIsOn = nil
        $0.lastError = "cancelled"
        $0.status = TimedText(text: "Couldn't complete", until: now + 2)
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
      $0.actionButton.island = nil
      $0.toasting("Timer: cancelled", .error, at: store.now)
    }
  }

  // Regression: the island used to show the result when any reload landed after the run ended,
  // even one that started before the action (carrying the value from before).
  @Test("the island waits for the reload the action caused, not one already running")
  func islandWaitsForInteractionReload() {
    let (store, id) = actionButtonStore()
    var now = store.now
    store.send(
      .controls(.reload(kind: nil, cause: .app)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["reload Timer cause=app"]
    ) {
      $0.controls.update(id) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    press(store)
    store.advance(by: 0.3)
    pressAgain(store, id)
    store.advance(by: 0.5)
    now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [.cancel(.runs(.timeout(RunID(1))))],
      events: ["done Start Timer", "reload Timer cause=interaction (queued)"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    // The app's reload, started before the action, lands with "Stopped".
    store.send(
      .controls(.loaded(id, generation: 1, timer())),
      effects: [
        .cancel(.controls(.reloadTimeout(id))),
        .controls(.reload(id, generation: 2)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["value Timer = Stopped"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.phase = .ready
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    #expect(store.state.actionButton.island == .performing(id))
  }

  // Regression: the island used to show "performing" for a disabled control, which refuses to
  // run, and nothing ever cleared it.
  @Test("on a disabled control, pressing again runs nothing and shows no island")
  func disabledControl() {
    let store = ReducerTestStore()
    var disabled = timer()
    disabled.isDisabled = true
    let id = store.install([
      ReducerFixtures.installed("com.example.Timer", preview: disabled)
    ])[0]
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    press(store)
    store.advance(by: 0.3)
    let now = store.now
    store.send(
      .key(.enter), effects: [.cancel(.actionButton(.hintExpiry))],
      events: ["Timer is disabled"]
    ) {
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = nil
      $0.actionButton.awaitingRelease = true
    }
    #expect(store.state.actionButton.island == nil)
    #expect(store.state.runs.runs.isEmpty)
    #expect(store.state.controls[id]!.isPerforming == false)
  }
}
