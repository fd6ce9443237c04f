import SpacesKit

/// The flashlight: on or off.
struct FlashlightToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.Flashlight",
      provider: SystemSettingProvider(setting: .flashlight)
    ) { isOn in
      ControlWidgetToggle("Flashlight", isOn: isOn, action: SetFlashlightIntent()) { isOn in
        Image(systemName: isOn ? "flashlight.on.fill" : "flashlight.off.fill")
      }
    }
    .displayName("Flashlight")
    .description("Turn the flashlight on or off.")
  }
}

/// Airplane Mode, tinted orange when on.
struct AirplaneModeToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.AirplaneMode",
      provider: SystemSettingProvider(setting: .airplaneMode)
    ) { isOn in
      ControlWidgetToggle("Airplane Mode", isOn: isOn, action: SetAirplaneModeIntent()) { _ in
        Image(systemName: "airplane")
      }
      .tint(.orange)
    }
    .displayName("Airplane Mode")
    .description("Turn off every wireless connection.")
  }
}

/// The Do Not Disturb Focus, tinted indigo; which Focus is on is hidden while locked.
struct DoNotDisturbToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.DoNotDisturb",
      provider: SystemSettingProvider(setting: .doNotDisturb)
    ) { isOn in
      ControlWidgetToggle("Do Not Disturb", isOn: isOn, action: SetDoNotDisturbIntent()) {
        isOn in
        Label(isOn ? "On" : "Off", systemImage: "moon.fill")
          .controlWidgetStatus(isOn ? "Notifications silenced" : "Notifications on")
      }
      .tint(.indigo)
      .privacySensitive()
    }
    .displayName("Do Not Disturb")
    .description("Silence calls and notifications. Its state is hidden while locked.")
  }
}

/// Dark Mode.
struct DarkModeToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.DarkMode",
      provider: SystemSettingProvider(setting: .darkMode)
    ) { isOn in
      ControlWidgetToggle("Dark Mode", isOn: isOn, action: SetDarkModeIntent()) { isOn in
        Image(systemName: "circle.lefthalf.filled")
      }
    }
    .displayName("Dark Mode")
    .description("Switch the appearance between light and dark.")
  }
}
