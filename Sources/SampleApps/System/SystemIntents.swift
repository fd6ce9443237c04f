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

/// Turns Airplane Mode on or off.
struct SetAirplaneModeIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Airplane Mode"

  @Parameter(title: "On")
  var value: Bool

  func perform() async throws -> some IntentResult {
    SystemSettings.shared[.airplaneMode] = value
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
