import SpacesKit

/// The System app's controls, written with the same public API as any app's: connectivity and
/// Focus first, then the flashlight, appearance and the app launchers, so Control Center looks
/// like a phone's out of the box.
public struct SystemExtensionBundle: WidgetBundle {
  public init() {}

  public var body: some Widget {
    AirplaneModeToggle()
    DoNotDisturbToggle()
    FlashlightToggle()
    DarkModeToggle()
    TimerButton()
    CameraButton()
  }
}

/// The System app, as the dashboard hosts it.
public enum SystemApp {
  /// The app's display name, the default display name of its controls.
  public static let name = "System"
}
