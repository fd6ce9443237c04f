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
  struct Contents: VersionedContents {
    var version = 1
    var appsOff: [String]
  }

  /// Reads the apps turned off. A missing file gives none; one that can't be parsed is moved
  /// aside (never deleted) and one that can't be read is left as it is, each with a `problem`.
  package func load(now: Date) -> (appsOff: Set<String>, problem: StateFileProblem?) {
    let (contents, problem) = VersionedJSONFile.load(Contents.self, from: url, now: now)
    return (Set(contents?.appsOff ?? []), problem)
  }

  /// Writes the apps turned off atomically.
  package func save(_ appsOff: Set<String>) throws {
    try VersionedJSONFile.save(Contents(appsOff: appsOff.sorted()), to: url)
  }
}
