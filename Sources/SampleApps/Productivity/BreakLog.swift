import Foundation
import SpacesKit

/// The app's break log and reminder setting, kept in the app group container.
final class BreakLog: Sendable {
  static let shared = BreakLog()

  private struct Stored: Codable {
    var breaks: [Date] = []
    var remindersEnabled = false
  }

  private var url: URL? {
    FileManager.default.containerURL(
      forSecurityApplicationGroupIdentifier: TimerManager.appGroup)?
      .appendingPathComponent("breaks.json")
  }

  private func load() -> Stored {
    guard let url, let data = try? Data(contentsOf: url),
      let stored = try? JSONDecoder().decode(Stored.self, from: data)
    else { return Stored() }
    return stored
  }

  private func save(_ stored: Stored) {
    guard let url, let data = try? JSONEncoder().encode(stored) else { return }
    try? data.write(to: url, options: .atomic)
  }

  /// Whether hourly break reminders are on.
  var remindersEnabled: Bool {
    get { load().remindersEnabled }
    set {
      var stored = load()
      stored.remindersEnabled = newValue
      save(stored)
    }
  }

  /// How many breaks were logged.
  var count: Int { load().breaks.count }

  /// Logs a break now.
  func append() {
    var stored = load()
    stored.breaks.append(Date.now)
    save(stored)
  }
}
