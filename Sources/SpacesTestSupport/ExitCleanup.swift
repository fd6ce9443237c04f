import Foundation
import Synchronization

/// Files and folders a test process made for its tests, removed when it exits normally (a
/// folder whose contents may still be read after the test that made it has returned).
package enum ExitCleanup {
  private static let paths = Mutex<[URL]?>(nil)

  /// Removes `url` (and all it holds) when this process exits.
  package static func remove(_ url: URL) {
    let first = paths.withLock { paths -> Bool in
      defer { paths = (paths ?? []) + [url] }
      return paths == nil
    }
    if first { atexit { ExitCleanup.removeAll() } }
  }

  private static func removeAll() {
    for url in paths.withLock({ $0 ?? [] }) { try? FileManager.default.removeItem(at: url) }
  }
}
