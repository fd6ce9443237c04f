import Foundation
import SpacesKit

/// Loads and saves `spotlight.json`: every app's Spotlight index, so what an app indexed is
/// found again after the dashboard restarts, as a phone keeps its index.
package struct SpotlightFile: Sendable {
  /// The file.
  package let url: URL

  /// The file in a state directory.
  package init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent(SpotlightFeature.fileName)
  }

  /// What the file holds.
  struct Contents: VersionedContents {
    var version = 1
    var items: [SpotlightItem]
  }

  /// Reads the items. A missing file gives none; one that can't be parsed is moved aside
  /// (never deleted) and one that can't be read is left as it is, each with a `problem`.
  package func load(now: Date) -> (items: [SpotlightItem], problem: StateFileProblem?) {
    let (contents, problem) = VersionedJSONFile.load(Contents.self, from: url, now: now)
    return (contents?.items ?? [], problem)
  }

  /// Writes the items atomically.
  package func save(_ items: [SpotlightItem]) throws {
    try VersionedJSONFile.save(Contents(items: items), to: url)
  }
}
