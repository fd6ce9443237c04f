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
  let store: Mutex<any TimerStore>

  /// A model over a store (the app's own is `shared`, over the app group container).
  init(store: any TimerStore = AppGroupTimerStore()) {
    self.store = Mutex(store)
  }

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
  /// longer exists. With the timers on a server, the Live Activities follow what it says.
  func fetchTimerRunning(timer: ProductivityTimer) async throws -> Bool {
    let store = self.store.withLock { $0 }
    let records = try await store.fetchAll()
    if store is ServerTimerStore { alignActivities(with: records) }
    guard let record = records.first(where: { $0.id == timer.id }) else {
      throw TimerError.noSuchTimer(timer.name)
    }
    return record.isRunning(at: Date.now)
  }

  // MARK: Changing

  /// Starts or stops a timer, with its Live Activity and the wake at its interval's end.
  /// Throws, changing nothing, when the timer can't be stored (a server that can't be
  /// reached): the control shows the error and keeps its state, and no activity starts.
  func setTimerRunning(_ running: Bool, timer: ProductivityTimer) async throws {
    let now = Date.now
    guard
      let record = try await update(
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

  /// A timer's interval ended (its wake): its activity ends, it stops, the controls reload.
  /// The interval is over whatever the store says, so the activity ends even when the stopped
  /// timer can't be stored (a timer past its end counts as stopped anyway).
  func intervalEnded(timerID: String) async {
    let now = Date.now
    guard let current = records().first(where: { $0.id == timerID }),
      let end = current.endDate, end <= now
    else { return }
    await endActivities(of: timerID)
    let record = try? await update(
      timerID,
      { record in
        record.startDate = nil
        record.endDate = nil
      })
    var stopped = current
    stopped.startDate = nil
    stopped.endDate = nil
    notify(record ?? stopped)
  }

  /// Puts the system in line with the stored timers when the app launches (after a restart):
  /// a running timer gets its Live Activity (again) and its end wake; a timer whose interval
  /// ended meanwhile is stopped, and any activity left of it ended.
  func reconcile() {
    let now = Date.now
    for record in records() {
      if record.isRunning(at: now) {
        if activities(of: record.id).isEmpty { updateActivity(for: record) }
        scheduleEnd(of: record)
        continue
      }
      if record.endDate != nil {
        tidy(record.id) { record in
          record.startDate = nil
          record.endDate = nil
        }
      }
      for activity in activities(of: record.id) {
        Task { await activity.end(nil, dismissalPolicy: .immediate) }
      }
    }
  }

  /// Changes one timer where the timers are stored and waits until they are kept; returns it,
  /// or `nil` when there is none with that identifier. Throws, changing nothing, when the
  /// store doesn't take the change.
  private func update(
    _ id: String, _ change: (inout TimerRecord) -> Void
  ) async throws -> TimerRecord? {
    let store = self.store.withLock { $0 }
    var records = try store.loadAll()
    guard let index = records.firstIndex(where: { $0.id == id }) else { return nil }
    change(&records[index])
    do {
      try await store.storeAll(records)
    } catch {
      throw TimerError.notStored(records[index].name, reason: "\(error)")
    }
    return records[index]
  }

  /// Changes one timer as far as the store can at once (tidying at launch).
  private func tidy(_ id: String, _ change: (inout TimerRecord) -> Void) {
    let store = self.store.withLock { $0 }
    guard var records = try? store.loadAll(),
      let index = records.firstIndex(where: { $0.id == id })
    else { return }
    change(&records[index])
    try? store.saveAll(records)
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

  /// The timer's activities still on screen.
  private func liveActivities(of id: String) -> [Activity<TimerAttributes>] {
    activities(of: id).filter { $0.activityState == .active || $0.activityState == .stale }
  }

  /// Makes this device's Live Activities agree with timers fetched from the server: a running
  /// timer without one gets it (another device started the timer, or a start whose answer
  /// was lost reached the server after all), with its end wake; a stopped timer's ends.
  private func alignActivities(with records: [TimerRecord]) {
    let now = Date.now
    for record in records {
      let live = liveActivities(of: record.id)
      if record.isRunning(at: now) {
        guard live.isEmpty else { continue }
        updateActivity(for: record)
        scheduleEnd(of: record)
      } else if !live.isEmpty {
        for activity in live { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
        SystemHost.current.cancelWake("timer.\(record.id).end")
      }
    }
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
    case notStored(String, reason: String)
    var description: String {
      switch self {
      case .noSuchTimer(let name): "there is no timer '\(name)' any more"
      case .notStored(let name, let reason): "the \(name) timer didn't change: \(reason)"
      }
    }
  }
}

/// Told when a timer changes, as in the session (8:54).
protocol TimerManagerDelegate: Sendable {
  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer)
}
