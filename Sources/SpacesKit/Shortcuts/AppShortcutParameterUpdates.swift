import Synchronization

/// Which `AppShortcutsProvider`s asked the system to expand their parameterized phrases
/// (`updateAppShortcutParameters()`), and how often: the engine rebuilds its phrase index when
/// the count changes.
package final class AppShortcutParameterUpdates: Sendable {
  private let updates = Mutex<[String: Int]>([:])

  /// Creates a record with no updates.
  package init() {}

  /// Records an update from a provider (named by its type, `String(reflecting:)`).
  package func markUpdated(_ provider: String) {
    updates.withLock { $0[provider, default: 0] += 1 }
  }

  /// How many times a provider asked; 0 if it never did.
  package func generation(of provider: String) -> Int {
    updates.withLock { $0[provider] ?? 0 }
  }

  /// Every provider's count (the engine compares them to know when to rebuild).
  package var generations: [String: Int] { updates.withLock { $0 } }
}
