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
    /// An unreadable file, moved aside; the message says why and where it went.
    case movedAside(reason: String, to: URL)
  }

  /// The largest layout file read: 16 MiB, about 100,000 controls (Control Center holds
  /// 1,000). A larger one is moved aside unread, so that startup stays quick.
  package static let maxFileSize = 16 << 20

  /// Reads the file; an unreadable or too large one is moved aside (never deleted).
  package func load(now: Date) -> Outcome {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > Self.maxFileSize {
      return moveAside(
        reason: "too large: \(size >> 20) MiB (at most \(Self.maxFileSize >> 20) MiB)", now: now)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else { return .missing }
    do {
      let version = try JSONDecoder().decode(SavedLayout.VersionProbe.self, from: data).version
      switch version {
      case SavedLayout.currentVersion:
        return .loaded(try JSONDecoder().decode(SavedLayout.self, from: data))
      case 1:
        let old = try JSONDecoder().decode(SavedLayout.Version1.self, from: data)
        return .migrated(SavedLayout(migrating: old), from: 1)
      default:
        throw LayoutError(
          reason: "unsupported version \(version) (this build reads 1 and "
            + "\(SavedLayout.currentVersion))")
      }
    } catch {
      return moveAside(reason: Self.describe(error), now: now)
    }
  }

  /// Moves the file aside for a reason, and says where it went.
  private func moveAside(reason: String, now: Date) -> Outcome {
    guard let moved = try? AtomicFile.moveAside(url, at: now) else {
      return .movedAside(reason: "\(reason); could not move it aside", to: url)
    }
    return .movedAside(reason: reason, to: moved)
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
