import Foundation
import SpacesKit

/// The drinks logged, kept in the app group container that the app and its widget extension
/// share (as the session says: everything the reload needs is persisted before `perform()`
/// returns).
package final class DrinksLogStore: Sendable {
  /// The app's store.
  package static let shared = DrinksLogStore()

  /// The app group the app and its widget share.
  package static let appGroup = "group.com.systemspaces.Caffeine"

  package init() {}

  private var url: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
      .appendingPathComponent("drinks.json")
  }

  /// Every drink logged, oldest first.
  package var logs: [CaffeineLog] {
    guard let url, let data = try? Data(contentsOf: url),
      let logs = try? JSONDecoder().decode([CaffeineLog].self, from: data)
    else { return [] }
    return logs
  }

  /// Logs a drink now.
  package func log(drink: Drink) async {
    var all = logs
    all.append(CaffeineLog(drink: drink, date: SystemHost.current.now()))
    guard let url, let data = try? JSONEncoder().encode(all) else { return }
    try? data.write(to: url, options: .atomic)
  }

  /// The drinks logged on the day of a date (in the calendar's time zone).
  package func logs(onDayOf date: Date, calendar: Calendar = .current) -> [CaffeineLog] {
    logs.filter { calendar.isDate($0.date, inSameDayAs: date) }
  }

  /// Today's entry at a date: the day's total and last drink.
  package func entry(at date: Date, calendar: Calendar = .current) -> CaffeineLogEntry {
    let today = logs(onDayOf: date, calendar: calendar).filter { $0.date <= date }
    let total = today.reduce(0) { $0 + $1.drink.caffeine.converted(to: .milligrams).value }
    return CaffeineLogEntry(
      date: date, log: today.last, totalCaffeine: Measurement(value: total, unit: .milligrams))
  }
}
