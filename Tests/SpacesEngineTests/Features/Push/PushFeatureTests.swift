import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The timer toggle's action.
private struct SetTimerIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Timer" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private let timerKind = "com.example.Timer"
private let alarmKind = "com.example.Alarm"
private let lampKind = "com.example.Lamp"

private func toggle(_ title: String, isOn: Bool = false) -> ResolvedControl {
  ReducerFixtures.toggle(title, isOn: isOn, action: IntentBox(SetTimerIntent()))
}

@MainActor
@Suite("Push feature: tokens, delivery, coalescing")
struct PushFeatureTests {
  /// A store with Timer and Alarm (both registered for pushes) and Lamp (not), installed with
  /// the default layout; checks the tokens handed to the apps. Returns the identifiers.
  private func store() -> (ReducerTestStore, timer: ControlID, alarm: ControlID, lamp: ControlID) {
    let store = ReducerTestStore()
    let controls = [
      ControlKindInfo(
        kind: timerKind, appName: "Example", displayName: "Timer", preview: toggle("Timer"),
        acceptsPushes: true),
      ControlKindInfo(
        kind: alarmKind, appName: "Example", displayName: "Alarm", preview: toggle("Alarm"),
        acceptsPushes: true),
      ReducerFixtures.installed(lampKind, preview: toggle("Lamp")),
    ]
    let ids = [ControlID(1), ControlID(2), ControlID(3)]
    let registrations = [
      PushFeature.Registration(
        id: ids[0], kind: timerKind, token: PushFeature.token(kind: timerKind, id: ids[0])),
      PushFeature.Registration(
        id: ids[1], kind: alarmKind, token: PushFeature.token(kind: alarmKind, id: ids[1])),
    ]
    store.send(
      .controls(.install(controls)), effects: [.push(.tokensChanged(registrations))],
      events: ["push tokens: 2 controls registered"]
    ) { state in
      for (offset, control) in controls.enumerated() {
        state.controls.catalog[control.kind] = control
        state.controls.append(control, size: ReducerFixtures.defaultSizes[offset])
      }
      state.controls.lockScreenSlots = [ids[0], ids[1]]
      state.controls.actionButton = ids[0]
      state.navigation.controlCenterFocus = ids[0]
      state.push.kinds = [timerKind, alarmKind]
      state.push.registrations = registrations
    }
    return (store, ids[0], ids[1], ids[2])
  }

  @Test("tokens are hexadecimal, stable, and differ per control")
  func tokens() {
    let token = PushFeature.token(kind: timerKind, id: ControlID(1))
    #expect(token.count == 16)
    #expect(token.allSatisfy { $0.isHexDigit })
    #expect(token == PushFeature.token(kind: timerKind, id: ControlID(1)))
    #expect(token != PushFeature.token(kind: timerKind, id: ControlID(2)))
    #expect(token != PushFeature.token(kind: alarmKind, id: ControlID(1)))
    #expect(Data(hexString: token)?.hexString == token)
    #expect(Data(hexString: "0g") == nil)
    #expect(Data(hexString: "abc") == nil)
  }

  @Test("installing push-registered controls hands their tokens out once")
  func installHandsOutTokens() {
    let (store, _, _, _) = store()
    // Nothing changed: no second effect.
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = ControlID(2) }
  }

  @Test("a push by kind reloads that kind's controls with cause push")
  func pushByKind() {
    let (store, timer, _, _) = store()
    let now = store.now
    store.send(
      .push(.deliver(.kind(timerKind))),
      effects: [
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["push kind=Timer → 1 control", "reload Timer cause=push"]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload[timer] = now
    }
  }

  @Test("a push by token reloads only that control; all reloads every registered one")
  func pushByTokenAndAll() {
    let (store, timer, alarm, _) = store()
    var now = store.now
    let token = PushFeature.token(kind: alarmKind, id: alarm)
    store.send(
      .push(.deliver(.token(token.uppercased()))),
      effects: [
        .controls(.reload(alarm, generation: 1)),
        .schedule(.controls(.reloadTimeout(alarm)), at: now + 10),
      ],
      events: ["push token=\(token.uppercased()) → 1 control", "reload Alarm cause=push"]
    ) {
      $0.controls.update(alarm) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload[alarm] = now
    }
    store.advance(by: PushFeature.spacing)
    now = store.now
    store.send(
      .push(.deliver(.all)),
      effects: [
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: [
        "push all → 2 controls", "reload Timer cause=push", "reload Alarm cause=push (queued)",
      ]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.controls.update(alarm) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload = [timer: now, alarm: now]
    }
  }

  @Test("pushes during a running reload are coalesced into one more load")
  func coalescing() {
    let (store, timer, _, _) = store()
    var now = store.now
    store.send(
      .controls(.reload(kind: timerKind, cause: .app)),
      effects: [
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["reload Timer cause=app"]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.app, now: now, rules: .control) }
    }
    store.send(
      .push(.deliver(.kind(timerKind))),
      events: ["push kind=Timer → 1 control", "reload Timer cause=push (queued)"]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload[timer] = now
    }
    // A reload is queued: more pushes add nothing (no log line, no request), they are counted.
    for count in 1...2 {
      store.send(.push(.deliver(.kind(timerKind)))) { $0.push.coalesced = count }
    }
    #expect(store.state.controls[timer]!.reload.queued == .push)
    store.advance(by: 1)
    now = store.now
    store.send(
      .controls(.loaded(timer, generation: 1, toggle("Timer", isOn: true))),
      effects: [
        .cancel(.controls(.reloadTimeout(timer))),
        .controls(.reload(timer, generation: 2)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["value Timer = On"]
    ) {
      $0.controls.update(timer) {
        _ = $0.reload.succeed()
        $0.resolved = toggle("Timer", isOn: true)
        $0.phase = .ready
        _ = $0.reload.request(.push, now: now, rules: .control)
      }
    }
    #expect(store.state.controls[timer]!.reload.generation == 2, "three pushes, one more load")
    // The next push that adds something says how many were coalesced before it.
    store.send(
      .push(.deliver(.kind(timerKind))),
      events: ["push kind=Timer → 1 control (+2 coalesced)", "reload Timer cause=push (queued)"]
    ) {
      $0.push.coalesced = 0
      $0.push.lastReload = [timer: now]
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
    }
  }

  @Test("a control reloads for pushes at most every 0.1 s; pushes meanwhile join the next")
  func spacing() {
    let (store, timer, _, _) = store()
    var now = store.now
    store.send(
      .push(.deliver(.kind(timerKind))),
      effects: [
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["push kind=Timer → 1 control", "reload Timer cause=push"]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload[timer] = now
    }
    let first = now
    store.advance(by: 0.01)
    now = store.now
    store.send(
      .controls(.loaded(timer, generation: 1, toggle("Timer"))),
      effects: [.cancel(.controls(.reloadTimeout(timer)))], events: ["value Timer = Off"]
    ) {
      $0.controls.update(timer) {
        _ = $0.reload.succeed()
        $0.resolved = toggle("Timer")
        $0.phase = .ready
      }
    }
    // 10 ms after the last push reload: deferred to 100 ms after it.
    store.send(
      .push(.deliver(.kind(timerKind))),
      effects: [.schedule(.push(.deferredReload(timer)), at: first + PushFeature.spacing)],
      events: ["push kind=Timer → 1 control"]
    ) { $0.push.deferred = [timer] }
    store.send(.push(.deliver(.kind(timerKind)))) { $0.push.coalesced = 1 }
    store.advance(by: PushFeature.spacing - 0.01)
    now = store.now
    store.send(
      .deadline(.push(.deferredReload(timer))),
      effects: [
        .controls(.reload(timer, generation: 2)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["reload Timer cause=push"]
    ) {
      $0.push.deferred = []
      $0.push.lastReload[timer] = now
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
    }
  }

  @Test("a push's sender hears how many controls it reaches, or why it reaches none")
  func answers() {
    let (store, timer, _, _) = store()
    let now = store.now
    let sender = PushFeature.Requester { _ in }
    store.send(
      .push(.deliver(.kind(timerKind), from: sender)),
      effects: [
        .push(.answer(sender, .delivered(controls: 1))),
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
      ],
      events: ["push kind=Timer → 1 control", "reload Timer cause=push"]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.push.lastReload[timer] = now
    }
    store.send(
      .push(.deliver(.kind("com.example.Nope"), from: sender)),
      effects: [.push(.answer(sender, .ignored("no control of kind com.example.Nope")))],
      events: ["push kind=Nope ignored: no control of this kind is installed"])
    store.send(
      .push(.deliver(.kind(lampKind), from: sender)),
      effects: [
        .push(
          .answer(
            sender,
            .ignored("the controls of kind \(lampKind) take no pushes (no .pushHandler(_:))")))
      ],
      events: ["push kind=Lamp ignored: the control has no .pushHandler(_:)"])
    store.send(
      .push(.deliver(.token("00ff"), from: sender)),
      effects: [.push(.answer(sender, .ignored("no control has the push token 00ff")))],
      events: ["push token=00ff ignored: unknown token"])
  }

  @Test("pushes naming nothing that takes pushes are logged and ignored")
  func ignored() {
    let (store, _, _, _) = store()
    store.send(
      .push(.deliver(.kind("com.example.Unknown"))),
      events: ["push kind=Unknown ignored: no control of this kind is installed"])
    store.send(
      .push(.deliver(.kind(lampKind))),
      events: ["push kind=Lamp ignored: the control has no .pushHandler(_:)"])
    store.send(
      .push(.deliver(.token("00ff00ff00ff00ff"))),
      events: ["push token=00ff00ff00ff00ff ignored: unknown token"])
  }

  @Test("a rejected message is logged")
  func rejected() {
    let (store, _, _, _) = store()
    store.send(
      .push(.rejected("message longer than 4096 bytes")),
      events: ["push rejected: message longer than 4096 bytes"])
  }

  @Test("losing or regaining the state server reloads the push-registered controls")
  func serverConnection() {
    let (store, timer, alarm, _) = store()
    let now = store.now
    store.send(
      .push(.serverConnection(false)),
      effects: [
        .controls(.reload(timer, generation: 1)),
        .schedule(.controls(.reloadTimeout(timer)), at: now + 10),
        .controls(.reload(alarm, generation: 1)),
        .schedule(.controls(.reloadTimeout(alarm)), at: now + 10),
      ],
      events: [
        "state server lost: reconnecting", "reload Timer cause=push", "reload Alarm cause=push",
      ]
    ) {
      $0.controls.update(timer) { _ = $0.reload.request(.push, now: now, rules: .control) }
      $0.controls.update(alarm) { _ = $0.reload.request(.push, now: now, rules: .control) }
    }
  }

  @Test("without push-registered kinds nothing is handed out")
  func noPushKinds() {
    let store = ReducerTestStore()
    store.install([ReducerFixtures.installed(lampKind, preview: toggle("Lamp"))])
    #expect(store.state.push == PushFeature.State())
  }
}
