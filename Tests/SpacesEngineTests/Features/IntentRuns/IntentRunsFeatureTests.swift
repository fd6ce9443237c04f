import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The Fan toggle's action.
private struct SetFanIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Fan" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The Heater toggle's action.
private struct SetHeaterIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Heater" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private func fan(isOn: Bool = false) -> ResolvedControl {
  ReducerFixtures.toggle(
    "Fan", isOn: isOn, action: IntentBox(SetFanIntent()),
    onLabel: ResolvedControlLabel(systemImage: "fan.fill", valueText: "Blowing"),
    offLabel: ResolvedControlLabel(systemImage: "fan"))
}

private func heater() -> ResolvedControl {
  ReducerFixtures.toggle("Heater", action: IntentBox(SetHeaterIntent()))
}

@MainActor
@Suite("Intent runs feature")
struct IntentRunsFeatureTests {
  /// A store with the Fan toggle installed and focused, its intent running as run 1 (started
  /// at the store's start time).
  private func runningFan() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let id = store.install([ReducerFixtures.installed("com.example.Fan", preview: fan())])[0]
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(SetFanIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Set Fan"]
    ) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetFanIntent()).settingValue(true), origin: .control(id)), at: now)
    }
    #expect(
      Array(store.state.runs.runs.values) == [
        IntentRun(
          id: RunID(1), origin: .control(id), intent: IntentBox(SetFanIntent()).settingValue(true),
          startedAt: now,
          phase: .performing(deadline: now + 30))
      ])
    return (store, id)
  }

  /// The control after its run failed at `now`: back to its reloaded state, "Couldn't complete"
  /// for 2 s, and reloading (cause interaction).
  private func failed(_ control: inout ControlInstance, _ message: String, at now: Date) {
    control.isPerforming = false
    control.optimisticIsOn = nil
    control.lastError = message
    control.status = TimedText(text: "Couldn't complete", until: now + 2)
    _ = control.reload.request(.interaction, now: now, rules: .control)
  }

  @Test("a run that returns logs its dialog, stops performing and reloads the control")
  func success() {
    let (store, id) = runningFan()
    store.advance(by: 1.5)
    var now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent(dialog: "The fan is on")))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["done Set Fan: The fan is on", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    #expect(store.state.runs.runs.isEmpty)
    // The optimistic state stays until the reload confirms it.
    #expect(store.state.controls[id]!.displayed.valueText == "Blowing")

    store.advance(by: 0.5)
    now = store.now
    store.send(
      .controls(.loaded(id, generation: 1, fan(isOn: true))),
      effects: [.cancel(.controls(.reloadTimeout(id)))],
      events: ["value Fan = Blowing"]
    ) {
      $0.controls.update(id) {
        _ = $0.reload.succeed()
        $0.resolved = fan(isOn: true)
        $0.phase = .ready
        $0.optimisticIsOn = nil
      }
    }
  }

  @Test("a run that returns no dialog logs just “done”")
  func successWithoutDialog() {
    let (store, id) = runningFan()
    let now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
      ],
      events: ["done Set Fan", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) {
        $0.isPerforming = false
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
  }

  @Test("a run that throws flips the toggle back and shows “Couldn't complete” for 2 s")
  func failure() {
    let (store, id) = runningFan()
    store.advance(by: 1)
    let now = store.now
    store.send(
      .runs(.finished(RunID(1), .failure("The fan is unplugged"))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Set Fan: The fan is unplugged", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) { failed(&$0, "The fan is unplugged", at: now) }
      $0.toasting("Fan: The fan is unplugged", .error, at: store.now)
    }
    #expect(store.state.controls[id]!.displayed.isOn == false)
    #expect(store.state.controls[id]!.status?.text == "Couldn't complete")

    store.advance(by: 2)
    store.send(.deadline(.controls(.statusExpiry(id)))) {
      $0.controls.update(id) { $0.status = nil }
    }
  }

  @Test("a run still going after 30 s is cancelled and fails as timed out")
  func timeout() {
    let (store, id) = runningFan()
    store.advance(by: 30)
    let now = store.now
    store.send(
      .deadline(.runs(.timeout(RunID(1)))),
      effects: [
        .runs(.cancelRun(RunID(1))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Set Fan: timed out after 30 s", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) { failed(&$0, "timed out after 30 s", at: now) }
      $0.toasting("Fan: timed out after 30 s", .error, at: store.now)
    }
    // The cancelled task's late answer, and the timeout firing again, change nothing.
    store.advance(by: 1)
    store.send(.runs(.finished(RunID(1), .success(IntentResultContent(dialog: "late")))))
    store.send(.runs(.finished(RunID(1), .failure("cancelled"))))
    store.send(.deadline(.runs(.timeout(RunID(1)))))
  }

  @Test("Escape on the focused control while it performs cancels its run")
  func escapeCancels() {
    let (store, id) = runningFan()
    store.advance(by: 3)
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
      events: ["failed Set Fan: cancelled", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) { failed(&$0, "cancelled", at: now) }
      $0.toasting("Fan: cancelled", .error, at: store.now)
    }
    // The run is gone: a late answer changes nothing, and cancelling it again does nothing.
    store.send(.runs(.finished(RunID(1), .success(IntentResultContent()))))
    store.send(.runs(.cancel(RunID(1))))
  }

  @Test("Escape with the inspector open cancels the run and leaves the inspector open")
  func escapeCancelsBeforeClosingInspector() {
    let (store, id) = runningFan()
    store.send(.key(.character("i"))) { $0.navigation.showsInspector = true }
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
      events: ["failed Set Fan: cancelled", "reload Fan cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.controls.update(id) { failed(&$0, "cancelled", at: now) }
      $0.toasting("Fan: cancelled", .error, at: store.now)
    }
    store.send(.key(.escape)) { $0.navigation.showsInspector = false }
  }

  @Test("two runs get their own identifiers and each outcome goes back to its own control")
  func twoRuns() {
    let store = ReducerTestStore()
    let ids = store.install([
      ReducerFixtures.installed("com.example.Fan", preview: fan()),
      ReducerFixtures.installed("com.example.Heater", preview: heater()),
    ])
    let (fanID, heaterID) = (ids[0], ids[1])
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(SetFanIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Set Fan"]
    ) {
      $0.controls.update(fanID) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetFanIntent()).settingValue(true), origin: .control(fanID)), at: now)
    }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = heaterID }
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(2), IntentBox(SetHeaterIntent()).settingValue(true))),
        .schedule(.runs(.timeout(RunID(2))), at: now + 30),
      ],
      events: ["perform Set Heater"]
    ) {
      $0.controls.update(heaterID) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(
        .start(IntentBox(SetHeaterIntent()).settingValue(true), origin: .control(heaterID)), at: now
      )
    }
    #expect(store.state.runs.runs.keys.elements == [RunID(1), RunID(2)])
    #expect(store.state.runs.run(for: heaterID)?.id == RunID(2))

    store.send(
      .runs(.finished(RunID(2), .failure("no power"))),
      effects: [
        .cancel(.runs(.timeout(RunID(2)))),
        .schedule(.controls(.statusExpiry(heaterID)), at: now + 2),
        .controls(.reload(heaterID, generation: 1)),
        .schedule(.controls(.reloadTimeout(heaterID)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Set Heater: no power", "reload Heater cause=interaction"]
    ) {
      $0.runs.removing(RunID(2), at: now)
      $0.controls.update(heaterID) { failed(&$0, "no power", at: now) }
      $0.toasting("Heater: no power", .error, at: store.now)
    }
    // The fan's run goes on.
    #expect(store.state.runs.runs.keys.elements == [RunID(1)])
    #expect(store.state.controls[fanID]!.isPerforming)
  }
}
