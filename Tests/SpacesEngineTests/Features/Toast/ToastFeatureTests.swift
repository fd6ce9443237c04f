import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The Log Break button's action: returns a dialog.
private struct LogBreakIntent: AppIntent {
  static var title: LocalizedStringResource { "Log Break" }
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The Do Not Disturb toggle's action.
private struct SetFocusIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Do Not Disturb" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// A dashboard with the Log Break button and a Do Not Disturb toggle (privacy-sensitive)
/// installed, the button focused.
@MainActor
private func dashboard() -> (state: DashboardState, button: ControlID, toggle: ControlID) {
  let store = ReducerTestStore()
  var focus = ReducerFixtures.toggle("Do Not Disturb", action: IntentBox(SetFocusIntent()))
  focus.isPrivacySensitive = true
  let ids = store.install([
    ReducerFixtures.installed(
      "com.example.LogBreak",
      preview: ReducerFixtures.button("Log Break", action: IntentBox(LogBreakIntent()))),
    ReducerFixtures.installed("com.example.Focus", preview: focus),
  ])
  return (store.state, ids[0], ids[1])
}

/// Applies an action at a time (the presentation clock at the same time) and returns the
/// effects.
@discardableResult
private func reduce(_ state: inout DashboardState, _ action: DashboardAction, at now: Date)
  -> [Effect]
{
  DashboardReducer.reduce(into: &state, action: action, now: now, presentationNow: now)
}

@MainActor
@Suite("Toast feature")
struct ToastFeatureTests {
  let start = VirtualClock.keynote

  @Test("a toast shows until its end on the presentation clock; the next one replaces it")
  func showExpireReplace() {
    var state = DashboardState()
    let effects = reduce(&state, .toast(.show(.text("one"), .info)), at: start)
    let end = start + ToastFeature.duration
    #expect(state.toast.current == Toast(.text("one"), until: end))
    #expect(effects == [.schedulePresentation(.toast(.expiry), at: end)])
    // A second toast a second later replaces the first and moves the end.
    reduce(&state, .toast(.show(.text("two"), .error)), at: start + 1)
    #expect(state.toast.current == Toast(.text("two"), kind: .error, until: end + 1))
    // The first one's end, if it still fired, leaves the second up.
    reduce(&state, .deadline(.toast(.expiry)), at: end)
    #expect(state.toast.current?.message == .text("two"))
    reduce(&state, .deadline(.toast(.expiry)), at: end + 1)
    #expect(state.toast.current == nil)
  }

  @Test("the presentation clock, not the simulated one, times a toast")
  func presentationTime() {
    var state = DashboardState()
    // Simulated time far ahead (a fast clock), presentation time at the start.
    let effects = DashboardReducer.reduce(
      into: &state, action: .toast(.show(.text("fast"), .info)), now: start + 3600,
      presentationNow: start)
    #expect(effects == [.schedulePresentation(.toast(.expiry), at: start + ToastFeature.duration)])
  }

  @Test("D toasts Developer Mode on and off, with what it means")
  func developerMode() {
    var state = DashboardState()
    reduce(&state, .key(.character("D")), at: start)
    #expect(state.widgets.developerMode)
    #expect(state.toast.current?.message == .text("Developer Mode on: reloads not budgeted"))
    reduce(&state, .key(.character("D")), at: start + 1)
    #expect(!state.widgets.developerMode)
    #expect(state.toast.current?.message == .text("Developer Mode off: reloads budgeted"))
  }

  @Test("t toasts the theme (named by the renderer)")
  func theme() {
    var state = DashboardState()
    reduce(&state, .key(.character("t")), at: start)
    #expect(state.themeStep == 1)
    #expect(state.toast.current?.message == .theme)
  }

  @Test("L toasts locked and unlocked")
  func lock() {
    var state = DashboardState()
    reduce(&state, .key(.character("L")), at: start)
    #expect(
      state.toast.current?.message
        == .text("Locked: private controls hide their state, some intents ask to unlock"))
    reduce(&state, .key(.character("L")), at: start)
    #expect(state.toast.current?.message == .text("Unlocked"))
  }

  @Test("a button's result toasts its dialog, else that it ran; its error toasts as a problem")
  func buttonResult() {
    var (state, button, _) = dashboard()
    reduce(
      &state, .controls(.runEnded(button, .success(IntentResultContent(dialog: "Break logged.")))),
      at: start)
    #expect(state.toast.current == Toast(.text("Break logged."), until: start + 2.5))
    reduce(&state, .controls(.runEnded(button, .success(IntentResultContent()))), at: start + 1)
    #expect(state.toast.current?.message == .text("Log Break done"))
    reduce(&state, .controls(.runEnded(button, .failure("the network is down"))), at: start + 2)
    #expect(
      state.toast.current
        == Toast(
          .text("Log Break: the network is down"), kind: .error, until: start + 4.5))
  }

  @Test("a toggle's result shows as its state: no toast; locked and redacted, a toast says so")
  func toggleResult() {
    var (state, _, toggle) = dashboard()
    reduce(&state, .controls(.runEnded(toggle, .success(IntentResultContent()))), at: start)
    #expect(state.toast.current == nil)
    reduce(&state, .key(.character("L")), at: start)
    reduce(&state, .controls(.runEnded(toggle, .success(IntentResultContent()))), at: start + 1)
    #expect(
      state.toast.current?.message
        == .text("Do Not Disturb changed: its state is hidden while locked"))
  }

  @Test("c on a control with nothing to configure says so")
  func nothingToConfigure() {
    var (state, _, _) = dashboard()
    reduce(&state, .key(.character("c")), at: start)
    #expect(state.toast.current?.message == .text("Log Break has no options to configure"))
    #expect(state.navigation.presentations.isEmpty)
  }

  @Test("a pressed button shows pressed for pressDuration on the presentation clock")
  func pressedFlash() {
    var (state, button, toggle) = dashboard()
    let effects = reduce(&state, .key(.enter), at: start)
    let end = start + ControlsFeature.pressDuration
    #expect(effects.first == .schedulePresentation(.controls(.pressEnded(button)), at: end))
    #expect(state.controls[button]?.pressedUntil == end)
    // Its intent finishes at once: it still shows pressed until the flash's end.
    reduce(&state, .controls(.runEnded(button, .success(IntentResultContent()))), at: start)
    #expect(state.controls[button]?.isPerforming == false)
    #expect(state.controls[button]?.showsPressed == true)
    reduce(&state, .deadline(.controls(.pressEnded(button))), at: end)
    #expect(state.controls[button]?.showsPressed == false)
    // A toggle has no flash: its new state shows at once.
    reduce(&state, .controls(.activate(toggle, origin: .control(toggle))), at: end)
    #expect(state.controls[toggle]?.pressedUntil == nil)
  }

  @Test("the flash's end fired early (an earlier press's) leaves a later press lit")
  func pressedFlashRepress() {
    var (state, button, _) = dashboard()
    reduce(&state, .key(.enter), at: start)
    reduce(&state, .controls(.runEnded(button, .success(IntentResultContent()))), at: start)
    reduce(&state, .key(.enter), at: start + 0.1)
    reduce(&state, .deadline(.controls(.pressEnded(button))), at: start + 0.2)
    #expect(state.controls[button]?.showsPressed == true)
  }

  @Test("a Home Screen key pressed elsewhere says where it works")
  func homeScreenKeysElsewhere() {
    var state = DashboardState()
    for (key, text) in [
      (KeyEvent.character("P"), "P previews a widget's timeline on the Home Screen (4)"),
      (.character("n"), "n turns a Smart Stack on the Home Screen (4)"),
      (.character("Y"), "Y is StandBy on the Home Screen (4)"),
      (.pageDown, "PageUp and PageDown turn pages on the Home Screen (4)"),
    ] {
      reduce(&state, .key(key), at: start)
      #expect(state.toast.current?.message == .text(text))
      #expect(state.space == .controlCenter)
    }
  }

  @Test("Enter and c where nothing is focused to take them say so")
  func enterAndConfigureWithNothingFocused() {
    var state = DashboardState()
    state.navigation.space = .controlLab
    reduce(&state, .key(.enter), at: start)
    #expect(
      state.toast.current?.message
        == .text("The Lab draws every state: press controls in Control Center (1)"))
    reduce(&state, .key(.character("c")), at: start)
    #expect(
      state.toast.current?.message
        == .text("c configures the focused control or widget: none here"))
    // Control Center with no control placed: nothing to press.
    state.navigation.space = .controlCenter
    reduce(&state, .key(.enter), at: start)
    #expect(state.toast.current?.message == .text("No control here: e, then Enter, chooses one"))
  }

  @Test("e where nothing is arranged by hand says which spaces it edits, and edits nothing")
  func editWhereNothingIsArranged() {
    var state = DashboardState()
    for space in [Space.controlLab, .shortcuts] {
      state.navigation.space = space
      reduce(&state, .key(.character("e")), at: start)
      #expect(
        state.toast.current?.message
          == .text("e edits Control Center, the Lock Screen, Action button, Home Screen"))
      #expect(!state.editMode.isEditing)
    }
  }

  @Test("a key StandBy doesn't use says how to leave it; its own and the dashboard's work")
  func keysInStandBy() {
    var state = DashboardState()
    state.navigation.space = .homeScreen
    state.homeScreenApps.standBy = StandByState()
    reduce(&state, .key(.character("e")), at: start)
    #expect(
      state.toast.current?.message
        == .text("StandBy is on: Y or Esc leaves it for the Home Screen's keys"))
    #expect(!state.editMode.isEditing && state.homeScreenApps.standBy != nil)
    reduce(&state, .key(.character("D")), at: start)
    #expect(state.widgets.developerMode)
    reduce(&state, .key(.character("Y")), at: start)
    #expect(state.homeScreenApps.standBy == nil)
  }
}
