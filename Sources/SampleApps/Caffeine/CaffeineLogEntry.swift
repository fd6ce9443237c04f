import Foundation
import SpacesKit

/// The caffeine tracker's timeline entry: today's total and the last drink.
package struct CaffeineLogEntry: TimelineEntry, Sendable {
  package let date: Date
  /// The last drink logged today (`nil`: none yet).
  package let log: CaffeineLog?
  /// Today's caffeine.
  package let totalCaffeine: Measurement<UnitMass>

  package init(date: Date, log: CaffeineLog?, totalCaffeine: Measurement<UnitMass>) {
    self.date = date
    self.log = log
    self.totalCaffeine = totalCaffeine
  }

  /// A morning on 5 June 2023 (WWDC23's first day), drink by drink, for previews and tests.
  static let morning = Date(timeIntervalSince1970: 1_685_952_000)  // 2023-06-05 08:00 UTC

  /// Nothing yet today.
  package static let log1 = CaffeineLogEntry(
    date: morning, log: nil, totalCaffeine: Measurement(value: 0, unit: .milligrams))
  /// The first espresso.
  package static let log2 = CaffeineLogEntry(
    date: morning + 600, log: CaffeineLog(drink: .espresso, date: morning + 600),
    totalCaffeine: Measurement(value: 64, unit: .milligrams))
  /// A coffee mid-morning.
  package static let log3 = CaffeineLogEntry(
    date: morning + 9_000, log: CaffeineLog(drink: .coffee, date: morning + 9_000),
    totalCaffeine: Measurement(value: 159, unit: .milligrams))
  /// Black tea in the afternoon.
  package static let log4 = CaffeineLogEntry(
    date: morning + 25_200, log: CaffeineLog(drink: .blackTea, date: morning + 25_200),
    totalCaffeine: Measurement(value: 206, unit: .milligrams))
}
