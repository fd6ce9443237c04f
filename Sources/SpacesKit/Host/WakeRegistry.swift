import Foundation
import Synchronization

/// Work app code asked the system to run at a date (`SystemHost.scheduleWake`), kept until the
/// engine runs it: one pending wake per identifier.
package final class WakeRegistry: Sendable {
  struct Entry {
    var date: Date
    var work: @Sendable () async -> Void
  }

  private let entries = Mutex<[String: Entry]>([:])

  /// Keeps work for a date, replacing the wake of the same identifier.
  func set(_ identifier: String, at date: Date, work: @escaping @Sendable () async -> Void) {
    entries.withLock { $0[identifier] = Entry(date: date, work: work) }
  }

  /// Forgets a wake; returns whether there was one.
  func remove(_ identifier: String) -> Bool {
    entries.withLock { $0.removeValue(forKey: identifier) != nil }
  }

  /// Takes a wake's work to run it (it is then no longer pending).
  package func take(_ identifier: String) -> (@Sendable () async -> Void)? {
    entries.withLock { $0.removeValue(forKey: identifier)?.work }
  }

  /// The pending wakes' dates by identifier.
  package var pending: [String: Date] { entries.withLock { $0.mapValues(\.date) } }
}
