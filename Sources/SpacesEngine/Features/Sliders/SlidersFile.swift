import Foundation

/// Loads and saves `sliders.json`: Control Center's brightness and volume levels.
package struct SlidersFile: Sendable {
  /// The file.
  package let url: URL

  /// The file in a state directory.
  package init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent(SlidersFeature.fileName)
  }

  /// What the file holds.
  struct Contents: VersionedContents {
    var version = 1
    /// Levels by slider name, in sixteenths.
    var levels: [String: Int]
  }

  /// Reads the levels (names it doesn't know are skipped). A missing file gives none; one that
  /// can't be parsed is moved aside (never deleted) and one that can't be read is left as it
  /// is, each with a `problem`.
  package func load(now: Date) -> (levels: [SystemSlider: Int], problem: StateFileProblem?) {
    let (contents, problem) = VersionedJSONFile.load(Contents.self, from: url, now: now)
    var levels: [SystemSlider: Int] = [:]
    for (name, level) in contents?.levels ?? [:] {
      if let slider = SystemSlider(rawValue: name) { levels[slider] = level }
    }
    return (levels, problem)
  }

  /// Writes the levels atomically.
  package func save(_ levels: [SystemSlider: Int]) throws {
    try VersionedJSONFile.save(
      Contents(
        levels: Dictionary(uniqueKeysWithValues: levels.map { ($0.key.rawValue, $0.value) })),
      to: url)
  }
}
