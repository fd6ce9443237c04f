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

/// Airplane Mode, tinted orange when on; it turns the radios off and back on.
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

/// Cellular Data, tinted green; Airplane Mode turns it off.
struct CellularDataToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.CellularData",
      provider: SystemSettingProvider(setting: .cellularData)
    ) { isOn in
      ControlWidgetToggle("Cellular Data", isOn: isOn, action: SetCellularDataIntent()) { _ in
        Image(systemName: "antenna.radiowaves.left.and.right")
      }
      .tint(.green)
    }
    .displayName("Cellular Data")
    .description("Use the cellular network for data.")
  }
}

/// Wi-Fi, tinted blue; Airplane Mode turns it off.
struct WiFiToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.WiFi",
      provider: SystemSettingProvider(setting: .wiFi)
    ) { isOn in
      ControlWidgetToggle("Wi-Fi", isOn: isOn, action: SetWiFiIntent()) { _ in
        Image(systemName: "wifi")
      }
      .tint(.blue)
    }
    .displayName("Wi-Fi")
    .description("Turn Wi-Fi on or off.")
  }
}

/// Bluetooth, tinted blue; Airplane Mode turns it off. (Its logo isn't an SF Symbol an app
/// can use: a circled B stands in.)
struct BluetoothToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.systemspaces.System.Bluetooth",
      provider: SystemSettingProvider(setting: .bluetooth)
    ) { isOn in
      ControlWidgetToggle("Bluetooth", isOn: isOn, action: SetBluetoothIntent()) { _ in
        Image(systemName: "b.circle.fill")
      }
      .tint(.blue)
    }
    .displayName("Bluetooth")
    .description("Turn Bluetooth on or off.")
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
