import Foundation

/// One timer as the app stores it: its name, its interval, and when the running interval
/// started and ends (`nil` when stopped).
struct TimerRecord: Codable, Sendable, Equatable {
  var id: String
  var name: String
  /// How long an interval lasts.
  var interval: TimeInterval
  var startDate: Date?
  var endDate: Date?

  /// Whether the timer runs at a time: its interval has started and not yet ended.
  func isRunning(at now: Date) -> Bool {
    guard let endDate else { return false }
    return now < endDate
  }

  /// The timer as people pick it.
  var entity: ProductivityTimer {
    ProductivityTimer(id: id, name: name, minutes: Int((interval / 60).rounded()))
  }

  /// The timers a new install starts with.
  static let defaults = [
    TimerRecord(id: "work", name: "Work", interval: 25 * 60),
    TimerRecord(id: "violin", name: "Violin", interval: 25 * 60),
  ]
}
