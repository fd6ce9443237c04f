import Foundation
import SpacesKit
import Synchronization

/// The app-side timer model shared by the app and its widget extension, as the session
/// describes: the timers live in a store (the app group container), each runs for its interval,
/// and each has its own Live Activity while it runs.
///
/// It also does what the app itself does about time: when a timer's interval ends it stops the
/// timer, ends its activity and has the controls reloaded (a wake scheduled with the system);
/// at launch it puts activities and wakes right for the stored state (`reconcile()`).
final class TimerManager: Sendable {
  static let shared = TimerManager()

  /// The app group both the app and the extension use.
  static let appGroup = "group.com.apple.Productivity"

  /// Who is told when a timer changes (the app reloads its controls then).
  let delegate = Mutex<(any TimerManagerDelegate)?>(nil)

  /// Where the timers are kept.
  let store = Mutex<any TimerStore>(AppGroupTimerStore())

  private init() {}

  // MARK: Reading

  /// Every timer with its state; the defaults if the store can't be read.
  func records() -> [TimerRecord] {
    (try? store.withLock { $0 }.loadAll()) ?? TimerRecord.defaults
  }

  /// The timers people can choose, fetched as a server-backed model would: asynchronously,
  /// throwing when they can't be read.
  func timers() async throws -> [ProductivityTimer] {
    try await store.withLock { $0 }.fetchAll().map(\.entity)
  }

  /// The state server's store, when devices share the timers.
  var server: ServerTimerStore? { store.withLock { $0 } as? ServerTimerStore }

  /// Whether a timer runs, fetched asynchronously (session, 13:06); throws when the timer no
  /// longer exists.
  func fetchTimerRunning(timer: ProductivityTimer) async throws -> Bool {
    let records = try await store.withLock { $0 }.fetchAll()
    guard let record = records.first(where: { $0.id == timer.id }) else {
      throw TimerError.noSuchTimer(timer.name)
    }
    return record.isRunning(at: SystemHost.current.now())
  }

  // MARK: Changing

  /// Starts or stops a timer, with its Live Activity and the wake at its interval's end. Throws
  /// when the change can't be saved: then nothing changed (the activity neither starts nor
  /// ends).
  func setTimerRunning(_ running: Bool, timer: ProductivityTimer) throws {
    let now = SystemHost.current.now()
    guard
      let record = try update(
        timer.id,
        { record in
          record.startDate = running ? now : nil
          record.endDate = running ? now.addingTimeInterval(record.interval) : nil
        })
    else { return }
    updateActivity(for: record)
    scheduleEnd(of: record)
    notify(record)
  }

  /// A timer's interval ended (its wake): it stops, its activity ends, the controls reload.
  func intervalEnded(timerID: String) async {
    let now = SystemHost.current.now()
    guard let current = records().first(where: { $0.id == timerID }),
      let end = current.endDate, end <= now
    else { return }
    // The interval is over whether or not that can be saved (a failure is logged): the
    // activity ends, and the stored end date, now past, reads as stopped.
    let record = try? update(
      timerID,
      { record in
        record.startDate = nil
        record.endDate = nil
      })
    await endActivities(of: timerID)
    notify(record ?? current)
  }

  /// Puts the system in line with the stored timers when the app launches (after a restart):
  /// a running timer gets its Live Activity (again) and its end wake; a timer whose interval
  /// ended meanwhile is stopped, and any activity left of it ended.
  func reconcile() {
    let now = SystemHost.current.now()
    for record in records() {
      if record.isRunning(at: now) {
        if activities(of: record.id).isEmpty { updateActivity(for: record) }
        scheduleEnd(of: record)
        continue
      }
      if record.endDate != nil {
        // A failure is logged; the past end date reads as stopped meanwhile.
        _ = try? update(record.id) { record in
          record.startDate = nil
          record.endDate = nil
        }
      }
      for activity in activities(of: record.id) {
        Task { await activity.end(nil, dismissalPolicy: .immediate) }
      }
    }
  }

  /// Changes one stored timer and saves it; returns it, or `nil` when there is none with that
  /// identifier. Throws when the timers can't be read or the change can't be saved.
  private func update(_ id: String, _ change: (inout TimerRecord) -> Void) throws -> TimerRecord? {
    let store = self.store.withLock { $0 }
    var records = try store.loadAll()
    guard let index = records.firstIndex(where: { $0.id == id }) else { return nil }
    change(&records[index])
    try store.saveAll(records)
    return records[index]
  }

  private func notify(_ record: TimerRecord) {
    if let delegate = delegate.withLock({ $0 }) {
      delegate.timerManager(self, timerDidChange: record.entity)
    }
  }

  // MARK: Activities and wakes

  private func activities(of id: String) -> [Activity<TimerAttributes>] {
    Activity<TimerAttributes>.activities.filter { $0.attributes.timerID == id }
  }

  /// Starts the timer's activity (ending an earlier one), or ends it when the timer stopped.
  private func updateActivity(for record: TimerRecord) {
    let running = activities(of: record.id)
    for activity in running { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    guard let start = record.startDate, let end = record.endDate else { return }
    _ = try? Activity<TimerAttributes>.request(
      attributes: TimerAttributes(timerName: "\(record.name) Timer", timerID: record.id),
      content: ActivityContent(
        state: TimerAttributes.ContentState(startDate: start, endDate: end), staleDate: end))
  }

  private func endActivities(of id: String) async {
    for activity in activities(of: id) {
      await activity.end(nil, dismissalPolicy: .immediate)
    }
  }

  /// Schedules the end of a running timer's interval, or cancels it for a stopped one.
  private func scheduleEnd(of record: TimerRecord) {
    let wake = "timer.\(record.id).end"
    guard let end = record.endDate else {
      SystemHost.current.cancelWake(wake)
      return
    }
    let id = record.id
    SystemHost.current.scheduleWake(wake, at: end) {
      await TimerManager.shared.intervalEnded(timerID: id)
    }
  }

  enum TimerError: Error, CustomStringConvertible {
    case noSuchTimer(String)
    var description: String {
      switch self {
      case .noSuchTimer(let name): "there is no timer '\(name)' any more"
      }
    }
  }
}

/// Told when a timer changes, as in the session (8:54).
protocol TimerManagerDelegate: Sendable {
  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer)
}
