import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A lamp's action.
private struct SetLampIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Lamp" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private func lamp(_ title: String) -> ControlKindInfo {
  ReducerFixtures.installed(
    "com.example.\(title)",
    preview: ReducerFixtures.toggle(title, action: IntentBox(SetLampIntent())))
}

/// `.focusControl`, what a click sends before pressing Enter.
@MainActor
@Suite("Navigation: focusing a control (a click)")
struct FocusControlTests {
  @Test("Control Center focuses the control; an unknown one changes nothing")
  func controlCenter() {
    let store = ReducerTestStore()
    let ids = store.install([lamp("A"), lamp("B")])
    #expect(store.state.navigation.controlCenterFocus == ids[0])
    store.send(.navigation(.focusControl(ids[1]))) { $0.navigation.controlCenterFocus = ids[1] }
    store.send(.navigation(.focusControl(ControlID(999))))
  }

  @Test("the Lock Screen focuses the slot holding the control")
  func lockScreen() {
    var state = DashboardState()
    state.navigation.space = .lockScreen
    let a = ControlID(1)
    let b = ControlID(2)
    state.controls.lockScreenSlots = [a, nil, b]
    _ = DashboardReducer.reduce(
      into: &state, action: .navigation(.focusControl(b)), now: VirtualClock.keynote)
    #expect(state.navigation.lockScreenFocus == 2)
  }
}
