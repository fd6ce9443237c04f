import Foundation
import Synchronization

/// A clock the user can pause, speed up and slow down, and move forward to a date: simulated
/// time that runs at `speed` times a base clock (the wall clock when interactive).
///
/// Simulated time is `anchor + (base now − base anchor) × speed`, re-anchored at every change,
/// so changing the speed never makes time jump. A paused clock stands still and asks for no
/// wakeups (`realDelay(until:)` is `nil`).
package final class ScalableClock: EngineClock {
  private struct Rate {
    var simulatedAnchor: Date
    var baseAnchor: Date
    var speed: Double
    var isPaused: Bool
  }

  /// The speeds `[` and `]` step through.
  package static let speeds: [Double] = [
    0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600,
  ]

  private let base: any EngineClock
  private let rate: Mutex<Rate>

  /// Creates a clock running at `speed` times `base`, starting at `start` (default: the base
  /// clock's now).
  package init(base: any EngineClock = RealClock(), speed: Double = 1, start: Date? = nil) {
    self.base = base
    let now = base.now()
    rate = Mutex(
      Rate(
        simulatedAnchor: start ?? now, baseAnchor: now, speed: Self.valid(speed), isPaused: false))
  }

  package func now() -> Date {
    let baseNow = base.now()
    return rate.withLock { Self.simulated($0, baseNow: baseNow) }
  }

  /// It moves by itself (unless paused), so it is not a virtual clock in `isVirtual`'s sense.
  package var isVirtual: Bool { false }

  /// The base clock's date: unscaled time, which UI animations run on.
  package var baseNow: Date { base.now() }

  /// How many simulated seconds pass per second of the base clock.
  package var speed: Double { rate.withLock { $0.speed } }
  /// Whether time stands still.
  package var isPaused: Bool { rate.withLock { $0.isPaused } }

  /// Sets the speed (a positive finite number; others are ignored).
  package func setSpeed(_ speed: Double) {
    guard speed.isFinite, speed > 0 else { return }
    reanchor { $0.speed = speed }
  }

  /// Pauses or resumes.
  package func setPaused(_ paused: Bool) { reanchor { $0.isPaused = paused } }

  /// Moves simulated time forward to a date (never backwards).
  package func jump(to date: Date) {
    reanchor { if date > $0.simulatedAnchor { $0.simulatedAnchor = date } }
  }

  /// The next faster (`steps` > 0) or slower speed on the ladder `speeds`.
  package func stepSpeed(by steps: Int) {
    let current = speed
    let ladder = Self.speeds
    let index: Int
    if steps > 0 {
      index = ladder.firstIndex { $0 > current } ?? ladder.count - 1
    } else {
      index = ladder.lastIndex { $0 < current } ?? 0
    }
    setSpeed(ladder[index])
  }

  /// How long to wait on the base clock until simulated time reaches `date`; `nil` while
  /// paused (nothing should wake).
  package func realDelay(until date: Date) -> TimeInterval? {
    let baseNow = base.now()
    return rate.withLock { rate in
      guard !rate.isPaused else { return nil }
      return max(0, date.timeIntervalSince(Self.simulated(rate, baseNow: baseNow))) / rate.speed
    }
  }

  private func reanchor(_ change: (inout Rate) -> Void) {
    let baseNow = base.now()
    rate.withLock { rate in
      rate.simulatedAnchor = Self.simulated(rate, baseNow: baseNow)
      rate.baseAnchor = baseNow
      change(&rate)
    }
  }

  private static func simulated(_ rate: Rate, baseNow: Date) -> Date {
    guard !rate.isPaused else { return rate.simulatedAnchor }
    return rate.simulatedAnchor.addingTimeInterval(
      baseNow.timeIntervalSince(rate.baseAnchor) * rate.speed)
  }

  private static func valid(_ speed: Double) -> Double { speed.isFinite && speed > 0 ? speed : 1 }
}

/// What the clock keys ask for.
package enum ClockCommand: Hashable, Sendable {
  /// Pause or resume simulated time.
  case togglePause
  /// Run faster (`1`) or slower (`-1`), one step of `ScalableClock.speeds`.
  case stepSpeed(Int)
  /// Move time to the engine's earliest scheduled deadline and fire it.
  case jumpToNextEvent
}

/// How a clock runs, as the status bar and the inspector show it.
package struct ClockRate: Equatable, Sendable {
  /// Simulated seconds per real second.
  package var speed: Double
  /// Whether time stands still.
  package var isPaused: Bool

  package init(speed: Double, isPaused: Bool) {
    self.speed = speed
    self.isPaused = isPaused
  }

  /// "60×", "0.25×", with "paused" when paused: "⏸ 60×" (ASCII: "paused 60x").
  package func label(ascii: Bool) -> String {
    // Whole speeds as integers ("3600"), while they fit one exactly; the rest as %g.
    let number =
      speed == speed.rounded() && abs(speed) < 1e15
      ? String(Int(speed)) : String(format: "%g", speed)
    let times = number + (ascii ? "x" : "×")
    return isPaused ? (ascii ? "paused " : "⏸ ") + times : times
  }
}

extension EngineClock {
  /// How this clock runs, when the user can change it (a `ScalableClock`).
  package var rate: ClockRate? {
    (self as? ScalableClock).map { ClockRate(speed: $0.speed, isPaused: $0.isPaused) }
  }

  /// The time UI animations run on: the unscaled base clock of a `ScalableClock` (a 0.35 s
  /// animation takes 0.35 s at any speed, and runs while simulated time is paused), else `now()`
  /// (a virtual clock animates in its own time, so tests pin mid-animation frames).
  package func presentationNow() -> Date {
    (self as? ScalableClock)?.baseNow ?? now()
  }

  /// How long to wait in real time until the clock shows `date`; `nil` when it won't get there
  /// (a paused clock).
  package func realDelay(untilDate date: Date) -> TimeInterval? {
    if let scalable = self as? ScalableClock { return scalable.realDelay(until: date) }
    return max(0, date.timeIntervalSince(now()))
  }
}
