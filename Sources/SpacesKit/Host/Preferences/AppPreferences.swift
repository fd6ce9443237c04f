import CSpacesInterpose
import Foundation

/// Where `UserDefaults` keeps its values in a dashboard, and that they survive a restart.
///
/// On iOS `UserDefaults.standard` and `UserDefaults(suiteName: "group.…")` are written to disk by
/// the system soon after each change, whatever way the app ends. On Linux Foundation keeps them
/// in memory and writes a domain's plist (`~/.config/<suite>.plist`) only on `synchronize()`.
/// The dashboard keeps the plists in its state directory instead and writes each change as it
/// happens (`CSpacesInterpose`), so values persist per state directory and are not lost on any
/// exit path. Foundation keeps one copy of a domain per process: engines in one process (tests)
/// that use the same suite name share its values, as two processes of an app group share them.
package enum AppPreferences {
  /// What setting preferences up found: the problems to show (a corrupt file moved aside, a
  /// folder that can't be made); empty when all is well.
  package struct Report: Equatable, Sendable {
    /// Each problem as one line for the event log.
    package var warnings: [String] = []
    /// Whether changes are written as they happen (`false` off Linux, or when the folder is
    /// unusable).
    package var persistsChanges = false
  }

  /// Keeps `UserDefaults` in `directory` (`<state-dir>/preferences`), each change written at
  /// once. Call before app code first reads defaults. A plist there that doesn't parse is moved
  /// aside (`<name>.corrupt-<time>`), never overwritten, and reported.
  package static func persist(in directory: URL) -> Report {
    var report = Report()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      report.warnings.append(
        "UserDefaults won't persist: can't make \(directory.path): \(error.localizedDescription)")
      return report
    }
    report.warnings += moveAsideUnreadable(in: directory)
    report.persistsChanges = spaces_preferences_persist(directory.path)
    return report
  }

  /// Goes back to Foundation's own behaviour for domains created from now on, and stops
  /// writing changes at once (tests that turned persistence on).
  package static func stopPersisting() {
    _ = spaces_preferences_persist(nil)
  }

  /// Moves the plists that don't parse out of Foundation's way; returns a line for each.
  package static func moveAsideUnreadable(in directory: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var warnings: [String] = []
    for name in names.sorted() where name.hasSuffix(".plist") {
      let file = directory.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      if (try? PropertyListSerialization.propertyList(from: data, format: nil)) is [String: Any] {
        continue
      }
      let aside = file.path + ".corrupt-\(Int(WallClock.now().timeIntervalSince1970))"
      do {
        try FileManager.default.moveItem(atPath: file.path, toPath: aside)
        warnings.append(
          "\(file.path): not a property list of defaults; moved aside to \(aside), "
            + "the suite starts empty")
      } catch {
        warnings.append(
          "\(file.path): not a property list of defaults, and can't be moved aside "
            + "(\(error.localizedDescription)); the suite's changes won't be saved over it")
      }
    }
    return warnings
  }
}
