import Foundation
import Synchronization

/// Warnings the renderer finds while laying out views (content cut off, trees too deep, bad
/// sizes), each kept once; the dashboard moves new ones into the event log after a frame.
package final class LayoutWarnings: Sendable {
  /// The warnings of this process.
  package static let shared = LayoutWarnings()

  private struct Store {
    var seen: Set<String> = []
    var pending: [String] = []
  }

  private let store = Mutex(Store())

  package init() {}

  /// Records a warning unless it was recorded before.
  package func report(_ message: String) {
    store.withLock {
      guard $0.seen.insert(message).inserted else { return }
      $0.pending.append(message)
    }
  }

  /// The warnings recorded since the last call, in order.
  package func drain() -> [String] {
    store.withLock { store in
      defer { store.pending = [] }
      return store.pending
    }
  }

  /// Whether a warning containing a text was ever recorded (for tests).
  package func hasReported(_ text: String) -> Bool {
    store.withLock { $0.seen.contains { $0.contains(text) } }
  }
}
