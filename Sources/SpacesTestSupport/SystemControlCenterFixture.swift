import Foundation
import SpacesEngine
import SpacesKit

/// A toggle's action that does nothing.
private struct SystemFixtureIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Nothing" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

extension ReducerFixtures {
  /// The System app's Control Center as reducer tests start from it: the connectivity block's
  /// four toggles, the brightness and volume sliders beside it, and under them Do Not Disturb
  /// (medium), Flashlight and Dark Mode (small); every kind in the gallery's catalog, a slider
  /// (or nothing) focused.
  package static func systemControlCenter(focus: SystemSlider? = .brightness) -> DashboardState {
    var state = DashboardState()
    let names = [
      "AirplaneMode", "CellularData", "WiFi", "Bluetooth", "DoNotDisturb", "Flashlight", "DarkMode",
    ]
    for (index, name) in names.enumerated() {
      let kind = DefaultLayout.systemKindPrefix + name
      let preview = toggle(name, action: IntentBox(SystemFixtureIntent()))
      state.controls.catalog[kind] = installed(kind, appName: "System", preview: preview)
      let id = state.controls.append(
        key: ControlInstanceKey(kind: kind), appName: "System", displayName: name,
        size: name == "DoNotDisturb" ? .medium : .small, preview: preview)
      if index < 4 { state.controls.update(id) { $0.block = "connectivity" } }
    }
    state.controls.systemSliders = state.controls.hostedSliders
    state.navigation.controlCenterFocus = focus?.id ?? state.controls.controlCenterIDs.first
    return state
  }
}
