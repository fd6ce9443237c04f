import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The front door's lock: a toggle that needs the device unlocked to run.
private struct SetDoorIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Unlock Front Door" }
  static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The garage's: needs this very device unlocked.
private struct SetGarageIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Open Garage" }
  static var authenticationPolicy: IntentAuthenticationPolicy {
    .requiresLocalDeviceAuthentication
  }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// A heart-rate toggle whose state is private.
private struct SetHeartIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Heart Monitor" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// Opens the Camera app.
private struct OpenCameraIntent: OpenIntent {
  static var title: LocalizedStringResource { "Open Camera" }
  @Parameter(title: "App", default: "Camera") var target: String
}

private func door(isOn: Bool = false) -> ResolvedControl {
  ReducerFixtures.toggle(
    "Front Door", isOn: isOn, action: IntentBox(SetDoorIntent()),
    onLabel: ResolvedControlLabel(systemImage: "lock.open"),
    offLabel: ResolvedControlLabel(systemImage: "lock"))
}

private func heart(isOn: Bool) -> ResolvedControl {
  var resolved = ReducerFixtures.toggle(
    "Heart", isOn: isOn, action: IntentBox(SetHeartIntent()),
    onLabel: ResolvedControlLabel(systemImage: "heart.fill", valueText: "72 bpm"),
    offLabel: ResolvedControlLabel(systemImage: "heart", valueText: "Paused"))
  resolved.isPrivacySensitive = true
  return resolved
}

@MainActor
@Suite("Device feature: locked, unlock prompts, privacy, disabled, opening")
struct DeviceFeatureTests {
  /// A store with the Front Door toggle installed (off) and the device locked.
  private func lockedDoorStore() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let id = store.install([ReducerFixtures.installed("com.example.Door", preview: door())])[0]
    store.send(.key(.character("L")), effects: [store.toastExpiry], events: ["device locked"]) {
      $0.device.isLocked = true
      $0.toasting(DeviceFeature.lockedToast, at: store.now)
    }
    return (store, id)
  }

  @Test("L locks and unlocks the device, and the log says so")
  func lockToggles() {
    let store = ReducerTestStore()
    #expect(Keymap.standard.command(for: .character("L")) == .toggleLock)
    store.send(.key(.character("L")), effects: [store.toastExpiry], events: ["device locked"]) {
      $0.device.isLocked = true
      $0.toasting(DeviceFeature.lockedToast, at: store.now)
    }
    store.send(.key(.character("L")), effects: [store.toastExpiry], events: ["device unlocked"]) {
      $0.device.isLocked = false
      $0.toasting(DeviceFeature.unlockedToast, at: store.now)
    }
    // Lowercase l still moves focus, it doesn't lock.
    store.send(.key(.character("l")))
  }

  @Test(
    "while locked, an intent that requires authentication asks to unlock; Enter unlocks and runs it"
  )
  func unlockThenRun() {
    let (store, id) = lockedDoorStore()
    let intent = IntentBox(SetDoorIntent()).settingValue(true)
    let request = UnlockRequest(intent: intent, origin: .control(id))
    store.send(.key(.enter), events: ["unlock to Unlock Front Door? (authentication required)"]) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.device.unlockRequests = [request]
      $0.navigation.presentations = [.unlock]
    }
    #expect(store.state.runs.runs.isEmpty)
    #expect(request.question == "Unlock to Unlock Front Door")
    // Keys other than Enter and Escape go nowhere while the prompt is up.
    store.send(.key(.character("L")))
    store.send(.key(.character("1")))

    store.advance(by: 1)
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), intent)), .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["device unlocked", "perform Unlock Front Door"]
    ) {
      $0.navigation.presentations = []
      $0.device.unlockRequests = []
      $0.device.isLocked = false
      $0.runs.applying(.start(intent, origin: .control(id)), at: now)
    }
    #expect(store.state.runs.run(for: id) != nil)
  }

  @Test("Escape at the unlock prompt runs nothing, reverts the toggle and logs it")
  func unlockCancelled() {
    let (store, id) = lockedDoorStore()
    let intent = IntentBox(SetDoorIntent()).settingValue(true)
    store.send(.key(.enter), events: ["unlock to Unlock Front Door? (authentication required)"]) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.device.unlockRequests = [UnlockRequest(intent: intent, origin: .control(id))]
      $0.navigation.presentations = [.unlock]
    }
    let now = store.now
    store.send(
      .key(.escape),
      effects: [
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10), store.toastExpiry,
      ],
      events: [
        "cancelled Unlock Front Door: not unlocked", "reload Door cause=interaction",
      ]
    ) {
      $0.navigation.presentations = []
      $0.device.unlockRequests = []
      $0.controls.update(id) {
        $0.optimisticIsOn = nil
        $0.isPerforming = false
        $0.lastError = DeviceFeature.notUnlocked
        $0.status = TimedText(text: "Couldn't complete", until: now + 2)
      }
      $0.toasting("Front Door: \(DeviceFeature.notUnlocked)", .error, at: now)
      $0.controls.update(id) {
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    #expect(store.state.device.isLocked)
    #expect(store.state.runs.runs.isEmpty)
    #expect(store.state.controls[id]!.displayed.isOn == false)
  }

  @Test("unlocked, the same intent runs at once; alwaysAllowed intents run while locked")
  func noPromptWhenAllowed() {
    let store = ReducerTestStore()
    let id = store.install([ReducerFixtures.installed("com.example.Door", preview: door())])[0]
    let intent = IntentBox(SetDoorIntent()).settingValue(true)
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), intent)), .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Unlock Front Door"]
    ) {
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.runs.applying(.start(intent, origin: .control(id)), at: now)
    }
    var locked = DeviceFeature.State()
    locked.isLocked = true
    #expect(
      DeviceFeature.needsUnlock(IntentBox(SetHeartIntent()), isLocked: locked.isLocked) == false)
    #expect(DeviceFeature.needsUnlock(IntentBox(SetDoorIntent()), isLocked: locked.isLocked))
    #expect(DeviceFeature.needsUnlock(IntentBox(SetGarageIntent()), isLocked: locked.isLocked))
    #expect(DeviceFeature.needsUnlock(IntentBox(SetGarageIntent()), isLocked: false) == false)
  }

  @Test("the Action button asks to unlock too, and Escape clears its island")
  func actionButtonAsks() {
    let (store, id) = lockedDoorStore()
    let intent = IntentBox(SetDoorIntent()).settingValue(true)
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    let hint = ActionHintSynthesizer.hint(for: door(), appName: "Example")
    store.send(
      .actionButton(.press),
      effects: [.schedule(.actionButton(.hintExpiry), at: store.now + 2)],
      events: ["hint \"\(hint)\""]
    ) { [now = store.now] in
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = ActionButtonState.Hint(text: hint, shownAt: now, expiresAt: now + 2)
    }
    store.advance(by: 0.3)
    store.send(
      .actionButton(.press), effects: [.cancel(.actionButton(.hintExpiry))],
      events: ["unlock to Unlock Front Door? (authentication required)"]
    ) { [now = store.now] in
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = nil
      $0.actionButton.awaitingRelease = true
      $0.actionButton.island = .performing(id)
      $0.controls.update(id) {
        $0.optimisticIsOn = true
        $0.isPerforming = true
      }
      $0.device.unlockRequests = [UnlockRequest(intent: intent, origin: .actionButton(id))]
      $0.navigation.presentations = [.unlock]
    }
    let now = store.now
    store.send(
      .key(.escape),
      effects: [
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10), store.toastExpiry,
      ],
      events: [
        "cancelled Unlock Front Door: not unlocked", "reload Door cause=interaction",
      ]
    ) {
      $0.navigation.presentations = []
      $0.device.unlockRequests = []
      $0.actionButton.island = nil
      $0.controls.update(id) {
        $0.optimisticIsOn = nil
        $0.isPerforming = false
        $0.lastError = DeviceFeature.notUnlocked
        $0.status = TimedText(text: "Couldn't complete", until: now + 2)
      }
      $0.toasting("Front Door: \(DeviceFeature.notUnlocked)", .error, at: now)
      $0.controls.update(id) {
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    #expect(store.state.actionButton.island == nil)
    #expect(store.state.navigation.presentations.isEmpty)
    #expect(store.state.controls[id]!.isPerforming == false)
  }

  @Test("while locked, a privacy-sensitive control shows its off symbol and a redacted value")
  func privacyRedaction() {
    let store = ReducerTestStore()
    let ids = store.install([
      ReducerFixtures.installed("com.example.Heart", preview: heart(isOn: true)),
      ReducerFixtures.installed("com.example.Door", preview: door(isOn: true)),
    ])
    let shown = store.state.controls[ids[0]]!
    #expect(shown.presented(isLocked: false) == shown)
    #expect(shown.presented(isLocked: false).displayed.valueText == "72 bpm")
    store.send(.key(.character("L")), effects: [store.toastExpiry], events: ["device locked"]) {
      $0.device.isLocked = true
      $0.toasting(DeviceFeature.lockedToast, at: store.now)
    }
    let locked = store.state.controls[ids[0]]!.presented(isLocked: store.state.device.isLocked)
    #expect(locked.displayed.title == "Heart")
    #expect(locked.displayed.isOn == false)
    #expect(locked.displayed.currentLabel.systemImage == "heart")
    #expect(locked.displayed.valueText == "••••")
    #expect(locked.status == nil)
    // Its real state is kept: unlocking shows it again.
    #expect(store.state.controls[ids[0]]!.displayed.isOn == true)
    // Controls that aren't privacy-sensitive show their state while locked.
    let door = store.state.controls[ids[1]]!
    #expect(door.presented(isLocked: true) == door)
    #expect(door.presented(isLocked: true).displayed.isOn == true)
  }

  @Test("while locked, the Action button's hint for a private control doesn't reveal its state")
  func privateHint() {
    let store = ReducerTestStore()
    store.install([ReducerFixtures.installed("com.example.Heart", preview: heart(isOn: true))])
    store.send(.key(.character("L")), effects: [store.toastExpiry], events: ["device locked"]) {
      $0.device.isLocked = true
      $0.toasting(DeviceFeature.lockedToast, at: store.now)
    }
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    let now = store.now
    store.send(
      .key(.enter), effects: [.schedule(.actionButton(.hintExpiry), at: now + 2)],
      events: ["hint \"Hold for 'Heart'\""]
    ) {
      $0.actionButton.lastPressAt = now
      $0.actionButton.hint = ActionButtonState.Hint(
        text: "Hold for 'Heart'", shownAt: now, expiresAt: now + 2)
    }
    // Unlocked, it says what holding does.
    #expect(
      ActionHintSynthesizer.hint(for: heart(isOn: true), appName: "Health") == "Hold for Paused")
    #expect(
      ActionHintSynthesizer.hint(
        for: ReducerFixtures.button("Camera", action: IntentBox(OpenCameraIntent())),
        appName: "System") == "Hold to Open Camera")
  }

  @Test("the View modifier .privacySensitive() on a control's label counts too")
  func labelModifier() {
    let labelled = ControlWidgetToggle("Heart", isOn: true, action: SetHeartIntent()) { isOn in
      Label(isOn ? "72 bpm" : "Paused", systemImage: "heart").privacySensitive()
    }._resolved
    #expect(labelled.isPrivacySensitive == false)
    #expect(labelled.hidesStateWhileLocked)
    let plain = ControlWidgetToggle("Heart", isOn: true, action: SetHeartIntent()) { isOn in
      Label(isOn ? "72 bpm" : "Paused", systemImage: "heart")
    }._resolved
    #expect(plain.hidesStateWhileLocked == false)
    let optedOut = ControlWidgetToggle("Heart", isOn: true, action: SetHeartIntent()) { isOn in
      Label(isOn ? "72 bpm" : "Paused", systemImage: "heart").privacySensitive(false)
    }._resolved
    #expect(optedOut.hidesStateWhileLocked == false)
  }

  @Test("a performed OpenIntent shows an \"opening <App>\" banner for a moment")
  func openingBanner() {
    let store = ReducerTestStore()
    let camera = ReducerFixtures.button(
      "Camera", action: IntentBox(OpenCameraIntent()),
      label: ResolvedControlLabel(systemImage: "camera.fill"))
    let id = store.install([
      ReducerFixtures.installed("com.example.Camera", appName: "System", preview: camera)
    ])[0]
    let start = store.now
    store.send(
      .key(.enter),
      effects: [
        store.pressEnd(id),
        .runs(.perform(RunID(1), IntentBox(OpenCameraIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: start + 30),
      ],
      events: ["perform Open Camera"]
    ) {
      $0.controls.update(id) {
        $0.isPerforming = true
        $0.pressedUntil = store.now + ControlsFeature.pressDuration
      }
      $0.runs.applying(.start(IntentBox(OpenCameraIntent()), origin: .control(id)), at: start)
    }
    store.advance(by: 0.1)
    let now = store.now
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [
        .cancel(.runs(.timeout(RunID(1)))),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        .schedule(.device(.openingExpiry), at: now + 1.5),
      ],
      events: ["done Open Camera", "reload Camera cause=interaction", "opening Camera"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.device.opening = TimedText(text: "opening Camera", until: now + 1.5)
      $0.controls.update(id) {
        $0.isPerforming = false
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
    }
    store.advance(by: 1.5)
    store.send(.deadline(.device(.openingExpiry))) { $0.device.opening = nil }
  }
}
