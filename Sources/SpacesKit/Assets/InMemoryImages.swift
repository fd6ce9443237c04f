import Foundation
import Synchronization

/// Image bytes an app handed over in memory (`UIImage(data:)`, `UIImage(contentsOfFile:)`),
/// kept by a key made from the bytes, so the same picture made again is the same entry and a
/// changed one a new entry: the renderer decodes each once.
package final class InMemoryImages: Sendable {
  /// The store `UIImage` and the renderer share.
  package static let shared = InMemoryImages()

  /// The prefix of the keys: a key is a name for the renderer's image cache, never a file.
  package static let prefix = "uiimage:"

  private let images = Mutex<[String: Data]>([:])

  package init() {}

  /// Keeps bytes; their key ("uiimage:<size>-<FNV-1a hash>").
  package func add(_ data: Data) -> String {
    let hash = FNV1a.hash(data)
    let key = "\(Self.prefix)\(data.count)-\(String(hash, radix: 16))"
    images.withLock { $0[key] = data }
    return key
  }

  /// The bytes kept under a key, if any.
  package func data(for key: String) -> Data? { images.withLock { $0[key] } }
}
