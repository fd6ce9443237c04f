import Foundation

/// Loads and saves `layout.json` safely.
package struct LayoutStore: Sendable {
  /// The file.
  package let url: URL

  package init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent("layout.json")
  }

  /// What loading found.
  package enum Outcome: Equatable, Sendable {
    /// No file yet.
    case missing
    /// A readable layout.
    case loaded(SavedLayout)
    /// A readable layout of an older version, migrated (it is saved in the current version).
    case migrated(SavedLayout, from: Int)
    /// A file that couldn't be parsed, moved aside; the message says why and where it went.
    case movedAside(reason: String, to: URL)
    /// A file that couldn't be read (or parsed, and then not moved aside): kept as it is, and
    /// not to be written over while the dashboard runs; the reason is the system's.
    case unreadable(reason: String)
  }

  /// The largest layout file read: 16 MiB, about 100,000 controls (Control Center holds
  /// 1,000). A larger one is moved aside unread, so that startup stays quick.
  package static let maxFileSize = 16 << 20

  /// Reads the file; one that can't be parsed, or is too large, is moved aside (never deleted),
  /// one that can't be read is left where it is.
  package func load(now: Date) -> Outcome {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > Self.maxFileSize {
      return moveAside(
        reason: "too large: \(size >> 20) MiB (at most \(Self.maxFileSize >> 20) MiB)", now: now)
    }
    let data: Data
    switch AtomicFile.read(url) {
    case .missing: return .missing
    case .unreadable(let reason): return .unreadable(reason: reason)
    case .data(let contents): data = contents
    }
    do {
      let version = try JSONDecoder().decode(SavedLayout.VersionProbe.self, from: data).version
      switch version {
      case SavedLayout.currentVersion:
        return .loaded(try JSONDecoder().decode(SavedLayout.self, from: data))
      case 2:
        // Version 2 is version 3 without widgets: read as it is, saved as version 3.
        var layout = try JSONDecoder().decode(SavedLayout.self, from: data)
        layout.version = SavedLayout.currentVersion
        return .migrated(layout, from: 2)
      case 1:
        let old = try JSONDecoder().decode(SavedLayout.Version1.self, from: data)
        return .migrated(SavedLayout(migrating: old), from: 1)
      default:
        throw LayoutError(
          reason: "unsupported version \(version) (this build reads 1, 2 and "
            + "\(SavedLayout.currentVersion))")
      }
    } catch {
      return moveAside(reason: Self.describe(error), now: now)
    }
  }

  /// Moves the file aside for a reason, and says where it went; one that can't be moved is kept
  /// as it is (and not written over).
  private func moveAside(reason: String, now: Date) -> Outcome {
    do throws(AtomicFile.Failure) {
      return .movedAside(reason: reason, to: try AtomicFile.moveAside(url, at: now))
    } catch {
      return .unreadable(reason: "\(reason), and it can't be moved aside: \(error.reason)")
    }
  }

  /// Writes the layout atomically.
  package func save(_ layout: SavedLayout) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(layout), to: url)
  }

  struct LayoutError: Error { var reason: String }

  /// A decoding error as "key 'controlCenter[1].size': …".
  static func describe(_ error: Error) -> String {
    func path(_ codingPath: [CodingKey]) -> String {
      codingPath.reduce("") { result, key in
        if let index = key.intValue { return result + "[\(index)]" }
        return result.isEmpty ? key.stringValue : result + "." + key.stringValue
      }
    }
    switch error {
    case let error as LayoutError: return error.reason
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "key '\(path(context.codingPath))': \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(path(context.codingPath + [key]))'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "key '\(path(context.codingPath))': \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
