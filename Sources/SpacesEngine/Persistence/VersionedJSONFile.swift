import Foundation

/// The contents of a small JSON state file that names its format's version.
protocol VersionedContents: Codable {
  /// The format's version; this build reads 1.
  var version: Int { get }
}

/// Loads and saves a small JSON state file of version 1 (`view-state.json`,
/// `live-activities.json`), as every state file is kept: written atomically, and a file that
/// can't be parsed moved aside, never deleted.
enum VersionedJSONFile {
  /// Reads a file. A missing file gives `nil` and no problem; one that can't be parsed (or is
  /// of another version) is moved aside and one that can't be read is left as it is, each
  /// with a `problem`.
  static func load<Contents: VersionedContents>(
    _ type: Contents.Type, from url: URL, now: Date
  ) -> (contents: Contents?, problem: StateFileProblem?) {
    let data: Data
    switch AtomicFile.read(url) {
    case .missing: return (nil, nil)
    case .unreadable(let reason): return (nil, .unreadable(reason: reason))
    case .data(let contents): data = contents
    }
    let reason: String
    do {
      let contents = try JSONDecoder().decode(type, from: data)
      guard contents.version != 1 else { return (contents, nil) }
      reason = "unsupported version \(contents.version) (this build reads 1)"
    } catch {
      reason = LayoutStore.describe(error)
    }
    do throws(AtomicFile.Failure) {
      return (nil, .movedAside(reason: reason, to: try AtomicFile.moveAside(url, at: now)))
    } catch {
      return (nil, .unreadable(reason: "\(reason), and it can't be moved aside: \(error.reason)"))
    }
  }

  /// Writes contents atomically, pretty-printed with sorted keys.
  static func save(_ contents: some Encodable, to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(contents), to: url)
  }
}
