import Foundation

/// Loads and saves `live-activities.json`: the apps whose Live Activities the person turned
/// off in the Settings sheet.
package struct LiveActivitySettingsFile: Sendable {
  /// The file.
  package let url: URL

  /// The file in a state directory.
  package init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent(LiveActivitySettingsFeature.fileName)
  }

  /// What the file holds.
  struct Contents: Codable {
    var version = 1
    var appsOff: [String]
  }

  /// Reads the apps turned off. A missing file gives none; one that can't be parsed is moved
  /// aside (never deleted) and one that can't be read is left as it is, each with a `problem`.
  package func load(now: Date) -> (appsOff: Set<String>, problem: StateFileProblem?) {
    let data: Data
    switch AtomicFile.read(url) {
    case .missing: return ([], nil)
    case .unreadable(let reason): return ([], .unreadable(reason: reason))
    case .data(let contents): data = contents
    }
    let reason: String
    do {
      let contents = try JSONDecoder().decode(Contents.self, from: data)
      guard contents.version != 1 else { return (Set(contents.appsOff), nil) }
      reason = "unsupported version \(contents.version) (this build reads 1)"
    } catch {
      reason = LayoutStore.describe(error)
    }
    do throws(AtomicFile.Failure) {
      return ([], .movedAside(reason: reason, to: try AtomicFile.moveAside(url, at: now)))
    } catch {
      return ([], .unreadable(reason: "\(reason), and it can't be moved aside: \(error.reason)"))
    }
  }

  /// Writes the apps turned off atomically.
  package func save(_ appsOff: Set<String>) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(Contents(appsOff: appsOff.sorted())), to: url)
  }
}
