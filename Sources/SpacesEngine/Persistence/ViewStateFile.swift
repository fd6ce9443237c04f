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
  struct Contents: Codable {
    var version = 1
    var values: [String: String]
  }

  /// Reads the values; a missing file gives none, an unreadable one is moved aside (never
  /// deleted) and `problem` says why and where it went.
  package func load(now: Date) -> (values: [String: Data], problem: String?) {
    guard let data = FileManager.default.contents(atPath: url.path) else { return ([:], nil) }
    do {
      let contents = try JSONDecoder().decode(Contents.self, from: data)
      guard contents.version == 1 else {
        throw CocoaError(.coderReadCorrupt, userInfo: ["version": contents.version])
      }
      return (contents.values.mapValues { Data($0.utf8) }, nil)
    } catch {
      let moved = (try? AtomicFile.moveAside(url, at: now))?.path ?? "(could not move it aside)"
      return ([:], "\(url.path) was unreadable (\(error)); moved aside to \(moved)")
    }
  }

  /// Writes the values atomically.
  package func save(_ values: [String: Data]) throws {
    let contents = Contents(values: values.mapValues { String(decoding: $0, as: UTF8.self) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(contents), to: url)
  }
}
