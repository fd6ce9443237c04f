import SpacesKit

/// Turns the flashlight on or off.
struct SetFlashlightIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Flashlight"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.flashlight] = value
    return .result()
  }
}

/// Turns Airplane Mode on or off, and with it Cellular Data, Wi-Fi and Bluetooth, whose
/// controls reload to show it.
struct SetAirplaneModeIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Airplane Mode"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared.setAirplaneMode(value)
    for kind in ["CellularData", "WiFi", "Bluetooth"] {
      ControlCenter.shared.reloadControls(ofKind: "com.systemspaces.System.\(kind)")
    }
    return .result()
  }
}

/// Turns Cellular Data on or off.
struct SetCellularDataIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Cellular Data"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.cellularData] = value
    return .result()
  }
}

/// Turns Wi-Fi on or off.
struct SetWiFiIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Wi-Fi"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.wiFi] = value
    return .result()
  }
}

/// Turns Bluetooth on or off.
struct SetBluetoothIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Bluetooth"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.bluetooth] = value
    return .result()
  }
}

/// Turns the Do Not Disturb Focus on or off.
struct SetDoNotDisturbIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Do Not Disturb"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.doNotDisturb] = value
    return .result()
  }
}

/// Turns Dark Mode on or off.
struct SetDarkModeIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Dark Mode"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.darkMode] = value
    return .result()
  }
}

/// Opens the Clock app's timer. Opening an app from a locked device needs it unlocked.
struct OpenTimerIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Timer"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "App", default: "Clock")
  var target: String
}

/// Opens the Camera app (allowed while locked, as on a phone).
struct OpenCameraIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Camera"

  @Parameter(title: "App", default: "Camera")
  var target: String
}
