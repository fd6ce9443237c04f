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

  /// Reads the values. A missing file gives none; one that can't be parsed is moved aside
  /// (never deleted) and one that can't be read is left as it is, each with a `problem`.
  package func load(now: Date) -> (values: [String: Data], problem: StateFileProblem?) {
    let data: Data
    switch AtomicFile.read(url) {
    case .missing: return ([:], nil)
    case .unreadable(let reason): return ([:], .unreadable(reason: reason))
    case .data(let contents): data = contents
    }
    let reason: String
    do {
      let contents = try JSONDecoder().decode(Contents.self, from: data)
      guard contents.version != 1 else {
        return (contents.values.mapValues { Data($0.utf8) }, nil)
      }
      reason = "unsupported version \(contents.version) (this build reads 1)"
    } catch {
      reason = LayoutStore.describe(error)
    }
    do throws(AtomicFile.Failure) {
      return ([:], .movedAside(reason: reason, to: try AtomicFile.moveAside(url, at: now)))
    } catch {
      return ([:], .unreadable(reason: "\(reason), and it can't be moved aside: \(error.reason)"))
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
