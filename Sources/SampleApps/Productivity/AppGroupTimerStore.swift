import Foundation
import SpacesKit
import Synchronization

/// The timers in the app group container, `timers.json`, shared by the app and its widget
/// extension and written atomically.
///
/// A new install starts with the Work and Violin timers, saved. A `timer.json` of the earlier,
/// single-timer app becomes the Work timer's state and is kept as `timer.json.migrated-<secs>`.
/// Nothing is lost: a file this version can't parse is moved aside (`….corrupt-<secs>`) and the
/// defaults apply; a file it can't read (no permission) is kept as it is and never written over
/// while the app runs: the app works on with the defaults, and every save throws. Each problem is
/// logged as an error, which the system shows.
struct AppGroupTimerStore: TimerStore {
  /// The file's format.
  struct File: Codable {
    var version = 1
    var timers: [TimerRecord]
  }

  enum StoreError: Error, CustomStringConvertible {
    /// There is no app group container (the app lacks the entitlement, or runs outside iOS).
    case noContainer
    /// Writing the timers failed.
    case notSaved(file: String, reason: String)
    /// The file couldn't be read when the app needed it, so it isn't written over.
    case keptUnreadable(file: String, reason: String)

    var description: String {
      switch self {
      case .noContainer: "the app group container is not available"
      case .notSaved(let file, let reason): "couldn't save \(file): \(reason)"
      case .keptUnreadable(let file, let reason):
        "not saved: \(file) couldn't be read (\(reason)) and is kept as it is until the app "
          + "restarts"
      }
    }
  }

  private static let logger = Logger(subsystem: "com.apple.Productivity", category: "TimerStore")

  /// The timers files each system host's app couldn't read, with the reason: they aren't
  /// written while that app runs (each dashboard runs its own app, as each phone does).
  private static let unreadable = Mutex<[ObjectIdentifier: [String: String]]>([:])

  func loadAll() throws -> [TimerRecord] {
    guard let url = url("timers.json") else { throw StoreError.noContainer }
    if Self.unreadableReason(url) != nil { return TimerRecord.defaults }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile {
      return firstTimers()
    } catch {
      keepUnreadable(url, reason: Self.reason(error))
      return TimerRecord.defaults
    }
    if let file = try? TimerRecord.decoder.decode(File.self, from: data) { return file.timers }
    do {
      let aside = try moveAside(url, as: "corrupt")
      Self.logger.error(
        """
        timers.json couldn't be parsed; moved aside to \(aside.lastPathComponent), using the \
        default timers
        """)
    } catch {
      keepUnreadable(url, reason: "couldn't parse it, nor move it aside: \(Self.reason(error))")
    }
    return TimerRecord.defaults
  }

  func saveAll(_ timers: [TimerRecord]) throws {
    guard let url = url("timers.json") else { throw StoreError.noContainer }
    if let reason = Self.unreadableReason(url) {
      throw StoreError.keptUnreadable(file: "timers.json", reason: reason)
    }
    do {
      try TimerRecord.encoder(prettyPrinted: true).encode(File(timers: timers)).write(
        to: url, options: .atomic)
    } catch {
      let failure = StoreError.notSaved(file: "timers.json", reason: Self.reason(error))
      Self.logger.error("\(failure)")
      throw failure
    }
  }

  /// A new install's timers, saved so that people find the file: the defaults, the Work timer
  /// taking the state of an earlier app's `timer.json`, which is moved aside once they are
  /// saved. When saving fails (logged) the timers still work, unsaved.
  private func firstTimers() -> [TimerRecord] {
    var timers = TimerRecord.defaults
    let old = url("timer.json")
    var migrated = false
    if let old, let data = FileManager.default.contents(atPath: old.path) {
      if let single = try? TimerRecord.decoder.decode(SingleTimer.self, from: data) {
        timers[0].startDate = single.startDate
        timers[0].endDate = single.endDate
        migrated = true
      } else if let aside = try? moveAside(old, as: "corrupt") {
        Self.logger.error(
          "timer.json couldn't be parsed; moved aside to \(aside.lastPathComponent)")
      }
    }
    guard (try? saveAll(timers)) != nil else { return timers }
    if migrated, let old { _ = try? moveAside(old, as: "migrated") }
    return timers
  }

  /// The earlier app's one timer.
  private struct SingleTimer: Codable {
    var name: String
    var startDate: Date?
    var endDate: Date?
  }

  private func url(_ name: String) -> URL? {
    FileManager.default.containerURL(
      forSecurityApplicationGroupIdentifier: TimerManager.appGroup)?
      .appendingPathComponent(name)
  }

  /// Renames a file to `<name>.<reason>-<seconds since 1970>`.
  private func moveAside(_ url: URL, as reason: String) throws -> URL {
    let stamp = Int(Date.now.timeIntervalSince1970)
    let aside = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).\(reason)-\(stamp)")
    try FileManager.default.moveItem(at: url, to: aside)
    return aside
  }

  /// Remembers that a file couldn't be read, so that it isn't written over, and says so once.
  private func keepUnreadable(_ url: URL, reason: String) {
    let host = ObjectIdentifier(SystemHost.current)
    let isNew = Self.unreadable.withLock { files in
      files[host, default: [:]].updateValue(reason, forKey: url.path) == nil
    }
    guard isNew else { return }
    Self.logger.error(
      """
      \(url.lastPathComponent) can't be read (\(reason)); kept as it is, using the default \
      timers, and timer changes can't be saved until the app restarts and can read it
      """)
  }

  /// Why this app's file couldn't be read, if it couldn't.
  private static func unreadableReason(_ url: URL) -> String? {
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
