import Foundation
import SpacesKit

/// The System app's settings (flashlight, airplane mode, Do Not Disturb, dark mode), kept in its
/// app group container so its controls and intents share them.
final class SystemSettings: Sendable {
  static let shared = SystemSettings()

  /// The System app's group container identifier.
  static let appGroup = "group.com.systemspaces.System"

  /// One setting.
  enum Setting: String, CaseIterable, Sendable {
    case flashlight, airplaneMode, doNotDisturb, darkMode
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

  /// Whether a setting is on (every setting starts off).
  subscript(setting: Setting) -> Bool {
    get { load()[setting.rawValue] ?? false }
    set {
      var stored = load()
      stored[setting.rawValue] = newValue
      guard let url, let data = try? JSONEncoder().encode(stored) else { return }
      try? data.write(to: url, options: .atomic)
    }
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
