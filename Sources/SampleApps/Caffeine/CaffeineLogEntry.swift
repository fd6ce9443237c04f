import Foundation
import SpacesKit

/// The caffeine tracker's timeline entry: today's total and the last drink.
public struct CaffeineLogEntry: TimelineEntry, Sendable {
  public let date: Date
  /// The last drink logged today (`nil`: none yet).
  public let log: CaffeineLog?
  /// Today's caffeine.
  public let totalCaffeine: Measurement<UnitMass>

  public init(date: Date, log: CaffeineLog?, totalCaffeine: Measurement<UnitMass>) {
    self.date = date
    self.log = log
    self.totalCaffeine = totalCaffeine
  }

  /// A morning on 5 June 2023 (WWDC23's first day), drink by drink, for previews and tests.
  static let morning = Date(timeIntervalSince1970: 1_685_952_000)  // 2023-06-05 08:00 UTC

  /// Nothing yet today.
  public static let log1 = CaffeineLogEntry(
    date: morning, log: nil, totalCaffeine: Measurement(value: 0, unit: .milligrams))
  /// The first espresso.
  public static let log2 = CaffeineLogEntry(
    date: morning + 600, log: CaffeineLog(drink: .espresso, date: morning + 600),
    totalCaffeine: Measurement(value: 64, unit: .milligrams))
  /// A coffee mid-morning.
  public static let log3 = CaffeineLogEntry(
    date: morning + 9_000, log: CaffeineLog(drink: .coffee, date: morning + 9_000),
    totalCaffeine: Measurement(value: 159, unit: .milligrams))
  /// Black tea in the afternoon.
  public static let log4 = CaffeineLogEntry(
    date: morning + 25_200, log: CaffeineLog(drink: .blackTea, date: morning + 25_200),
    totalCaffeine: Measurement(value: 206, unit: .milligrams))
}
