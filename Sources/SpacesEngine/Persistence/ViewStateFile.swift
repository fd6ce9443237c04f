import Foundation

/// Loads and saves `view-state.json`: the `Codable` `@State` values of the apps' screens, by
/// view identity, each as its JSON text.
package struct ViewStateFile: Sendable {
  /// The file.
  package let url: URL

  /// The file in a state directory.
  package init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent("view-state.json")
  }

  /// What the file holds.
  struct Contents: VersionedContents {
    var version = 1
    var values: [String: String]
  }

  /// Reads the values. A missing file gives none; one that can't be parsed is moved aside
  /// (never deleted) and one that can't be read is left as it is, each with a `problem`.
  package func load(now: Date) -> (values: [String: Data], problem: StateFileProblem?) {
    let (contents, problem) = VersionedJSONFile.load(Contents.self, from: url, now: now)
    return (contents?.values.mapValues { Data($0.utf8) } ?? [:], problem)
  }

  /// Writes the values atomically.
  package func save(_ values: [String: Data]) throws {
    try VersionedJSONFile.save(
      Contents(values: values.mapValues { String(decoding: $0, as: UTF8.self) }), to: url)
  }
}
