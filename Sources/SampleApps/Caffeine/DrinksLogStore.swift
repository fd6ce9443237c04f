import Foundation
import SpacesKit
import Synchronization

/// The drinks logged, kept in the app group container that the app and its widget extension
/// share (as the session says: everything the reload needs is persisted before `perform()`
/// returns).
///
/// Nothing is lost: a `drinks.json` this version can't parse is moved aside
/// (`drinks.json.corrupt-<secs>`), one it can't read (no permission) is kept as it is and not
/// written over while the app runs, and a drink that can't be saved isn't counted. Each problem
/// is logged as an error, which the system shows.
package final class DrinksLogStore: Sendable {
  /// The app's store.
  package static let shared = DrinksLogStore()

  /// The app group the app and its widget share.
  package static let appGroup = "group.com.systemspaces.Caffeine"

  private static let logger = Logger(subsystem: "com.systemspaces.Caffeine", category: "Drinks")

  /// The files each system host's app couldn't read, with the reason: they aren't written while
  /// that app runs (each dashboard runs its own app, as each phone does).
  private let unreadable = Mutex<[ObjectIdentifier: [String: String]]>([:])

  package init() {}

  private var url: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
      .appendingPathComponent("drinks.json")
  }

  /// Every drink logged, oldest first.
  package var logs: [CaffeineLog] {
    guard let url, unreadableReason(url) == nil else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    } catch {
      keepUnreadable(url, reason: Self.reason(error))
      return []
    }
    if let logs = try? JSONDecoder().decode([CaffeineLog].self, from: data) { return logs }
    let stamp = Int(Date.now.timeIntervalSince1970)
    let aside = url.deletingLastPathComponent().appendingPathComponent(
      "drinks.json.corrupt-\(stamp)")
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      Self.logger.error(
        """
        drinks.json couldn't be parsed; moved aside to \(aside.lastPathComponent), starting a \
        new log
        """)
    } catch {
      keepUnreadable(url, reason: "couldn't parse it, nor move it aside: \(Self.reason(error))")
    }
    return []
  }

  /// Logs a drink now; when it can't be saved it isn't logged, and the error says why.
  package func log(drink: Drink) async {
    guard let url else {
      return Self.logger.error("\(drink.name) not logged: the app group container is missing")
    }
    var all = logs
    if let reason = unreadableReason(url) {
      return Self.logger.error(
        "\(drink.name) not logged: drinks.json couldn't be read (\(reason)) and is kept as it is")
    }
    all.append(CaffeineLog(drink: drink, date: Date.now))
    do {
      try JSONEncoder().encode(all).write(to: url, options: .atomic)
    } catch {
      Self.logger.error(
        "\(drink.name) not logged: couldn't save drinks.json (\(Self.reason(error)))")
    }
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

  /// Remembers that the file couldn't be read, so that it isn't written over, and says so once.
  private func keepUnreadable(_ url: URL, reason: String) {
    let host = ObjectIdentifier(SystemHost.current)
    let isNew = unreadable.withLock { files in
      files[host, default: [:]].updateValue(reason, forKey: url.path) == nil
    }
    guard isNew else { return }
    Self.logger.error(
      """
      drinks.json can't be read (\(reason)); kept as it is, and drinks can't be logged until \
      the app restarts and can read it
      """)
  }

  /// Why this app's file couldn't be read, if it couldn't.
  private func unreadableReason(_ url: URL) -> String? {
    let host = ObjectIdentifier(SystemHost.current)
    return unreadable.withLock { $0[host]?[url.path] }
  }

  /// A file error as the system words it underneath ("Permission denied").
  private static func reason(_ error: any Error) -> String {
    guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
      (underlying as NSError).domain == NSPOSIXErrorDomain
    else { return "\(error)" }
    return String(cString: strerror(Int32((underlying as NSError).code)))
  }
}
