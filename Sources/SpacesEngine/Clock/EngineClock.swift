import Foundation
import SpacesKit
import Synchronization

/// Where the engine gets the time: the only source of "now" in the engine.
public protocol EngineClock: Sendable {
  /// The current date.
  func now() -> Date
  /// Whether time moves by itself (real) or only when advanced (virtual).
  var isVirtual: Bool { get }
}

/// The wall clock: dates from the system, waits measured on `ContinuousClock`.
public struct RealClock: EngineClock {
  public init() {}
  public func now() -> Date { Date() }
  public var isVirtual: Bool { false }
}

/// A clock that moves only when told: tests, snapshots and "jump to next event".
public final class VirtualClock: EngineClock {
  private let current: Mutex<Date>

  /// Creates a virtual clock at a date (default: 2026-06-08 09:41:00 UTC, the keynote's time).
  public init(start: Date = VirtualClock.keynote) { current = Mutex(start) }

  /// 2026-06-08T09:41:00Z.
  public static let keynote = Date(timeIntervalSince1970: 1_780_911_660)

  public func now() -> Date { current.withLock { $0 } }
  public var isVirtual: Bool { true }

  /// Moves the clock to a date (never backwards).
  public func set(_ date: Date) {
    current.withLock { if date > $0 { $0 = date } }
  }

  /// Moves the clock forward.
  public func advance(by interval: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(max(0, interval)) }
  }
}
