import Foundation
import SpacesKit

/// The System app's settings (flashlight, airplane mode, the radios, Do Not Disturb, dark
/// mode), kept in its app group container so its controls and intents share them.
final class SystemSettings: Sendable {
  static let shared = SystemSettings()

  /// The System app's group container identifier.
  static let appGroup = "group.com.systemspaces.System"

  /// One setting.
  enum Setting: String, CaseIterable, Sendable {
    case flashlight, airplaneMode, cellularData, wiFi, bluetooth, doNotDisturb, darkMode

    /// The radios Airplane Mode turns off.
    static let radios: [Setting] = [.cellularData, .wiFi, .bluetooth]

    /// Its value on a new phone: the radios on, everything else off.
    var initialValue: Bool { Self.radios.contains(self) }
  }

  private var url: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
      .appendingPathComponent("settings.json")
  }

  private func load() -> [String: Bool] {
    guard let url, let data = try? Data(contentsOf: url),
      let stored = try? JSONDecoder().decode([String: Bool].self, from: data)
    else { return [:] }
    return stored
  }

  /// Whether a setting is on (the radios start on, the rest off).
  subscript(setting: Setting) -> Bool {
    get { load()[setting.rawValue] ?? setting.initialValue }
    set { update { $0[setting.rawValue] = newValue } }
  }

  /// Turns Airplane Mode on or off as iOS does: on, it turns Cellular Data, Wi-Fi and
  /// Bluetooth off, remembering which were on; off, it turns those back on.
  func setAirplaneMode(_ on: Bool) {
    update { stored in
      let was = stored[Setting.airplaneMode.rawValue] ?? false
      guard was != on else { return }
      stored[Setting.airplaneMode.rawValue] = on
      for radio in Setting.radios {
        let saved = "\(radio.rawValue).beforeAirplaneMode"
        if on {
          stored[saved] = stored[radio.rawValue] ?? radio.initialValue
          stored[radio.rawValue] = false
        } else {
          stored[radio.rawValue] = stored[saved] ?? radio.initialValue
          stored[saved] = nil
        }
      }
    }
  }

  /// Reads the stored settings, changes them and writes them back.
  private func update(_ change: (inout [String: Bool]) -> Void) {
    var stored = load()
    change(&stored)
    guard let url, let data = try? JSONEncoder().encode(stored) else { return }
    try? data.write(to: url, options: .atomic)
  }
}

/// Provides a setting's state to its control; previewed off, as the session advises.
struct SystemSettingProvider: ControlValueProvider {
  let setting: SystemSettings.Setting

  var previewValue: Bool { false }

  func currentValue() async throws -> Bool {
    SystemSettings.shared[setting]
  }
}
