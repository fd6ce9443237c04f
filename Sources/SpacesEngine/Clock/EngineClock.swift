import Foundation
import SpacesKit
import Synchronization

/// Where the engine gets the time: the only source of "now" in the engine.
package protocol EngineClock: Sendable {
  /// The current date.
  func now() -> Date
  /// Whether time moves by itself (real) or only when advanced (virtual).
  var isVirtual: Bool { get }
}

/// The wall clock: dates from the system, waits measured on `ContinuousClock`.
package struct RealClock: EngineClock {
  package init() {}
  package func now() -> Date { WallClock.now() }
  package var isVirtual: Bool { false }
}

/// A clock that moves only when told: tests, snapshots and "jump to next event".
package final class VirtualClock: EngineClock {
  private let current: Mutex<Date>

  /// Creates a virtual clock at a date (default: 2026-06-08 09:41:00 UTC, the keynote's time).
  package init(start: Date = VirtualClock.keynote) { current = Mutex(start) }

  /// 2026-06-08T09:41:00Z.
  package static let keynote = Date(timeIntervalSince1970: 1_780_911_660)

  package func now() -> Date { current.withLock { $0 } }
  package var isVirtual: Bool { true }

  /// Moves the clock to a date (never backwards).
  package func set(_ date: Date) {
    current.withLock { if date > $0 { $0 = date } }
  }

  /// Moves the clock forward.
  package func advance(by interval: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(max(0, interval)) }
  }
}
