import SpacesKit

/// The System app's controls, written with the same package API as any app's: connectivity and
/// Focus first, then the flashlight, appearance and the app launchers, so Control Center looks
/// like a phone's out of the box.
package struct SystemExtensionBundle: WidgetBundle {
  package init() {}

  package var body: some Widget {
    AirplaneModeToggle()
    CellularDataToggle()
    WiFiToggle()
    BluetoothToggle()
    DoNotDisturbToggle()
    FlashlightToggle()
    DarkModeToggle()
    TimerButton()
    CameraButton()
  }
}

/// The System app, as the dashboard hosts it.
package enum SystemApp {
  /// The app's display name, the default display name of its controls.
  package static let name = "System"
}
