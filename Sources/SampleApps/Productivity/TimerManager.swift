import Foundation
import SpacesKit
import Synchronization

/// The app-side timer model shared by the app and its widget extension through the app group
/// container, as the session describes: the running state is read synchronously from the group
/// container, written atomically, and the Live Activity follows it.
final class TimerManager: Sendable {
  static let shared = TimerManager()

  /// The app group both the app and the extension use.
  static let appGroup = "group.com.apple.Productivity"

  /// How long a work interval lasts.
  static let workInterval: TimeInterval = 25 * 60

  /// Who is told when the timer changes (the app reloads its controls then).
  let delegate = Mutex<(any TimerManagerDelegate)?>(nil)

  /// The shared state server, when devices share the timer (`spaces --device`); `nil` keeps
  /// it in the app group container.
  static let server = Mutex<ServerTimerStore?>(nil)

  private init() {}

  /// Whether the timer is running now.
  var isRunning: Bool {
    guard let timer = load() else { return false }
    return timer.isRunning(at: SystemHost.current.now())
  }

  /// The stored timer.
  var timer: ProductivityTimer? { load() }

  /// Fetches the running state the way a server-backed model would: asynchronously, throwing
  /// when the state can't be read.
  func fetchRunningState() async throws -> Bool {
    if let server = Self.server.withLock({ $0 }) {
      return try await server.fetch()?.isRunning(at: SystemHost.current.now()) ?? false
    }
    guard let url = stateURL else { throw TimerError.noContainer }
    guard FileManager.default.fileExists(atPath: url.path) else { return false }
    let data = try Data(contentsOf: url)
    let timer = try Self.decoder.decode(ProductivityTimer.self, from: data)
    return timer.isRunning(at: SystemHost.current.now())
  }

  /// Starts or stops the timer, and its Live Activity.
  func setTimerRunning(_ running: Bool) {
    let now = SystemHost.current.now()
    let timer = ProductivityTimer(
      name: "Work", startDate: running ? now : nil,
      endDate: running ? now.addingTimeInterval(Self.workInterval) : nil)
    save(timer)
    updateLiveActivity(for: timer)
    if let delegate = delegate.withLock({ $0 }) {
      delegate.timerManager(self, timerDidChange: timer)
    }
  }

  private func updateLiveActivity(for timer: ProductivityTimer) {
    let running = Activity<TimerAttributes>.activities
    if let start = timer.startDate, let end = timer.endDate {
      for activity in running { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
      _ = try? Activity<TimerAttributes>.request(
        attributes: TimerAttributes(timerName: "Work Timer"),
        content: ActivityContent(
          state: TimerAttributes.ContentState(startDate: start, endDate: end), staleDate: end))
    } else {
      for activity in running {
        Task { await activity.end(nil, dismissalPolicy: .immediate) }
      }
    }
  }

  private var stateURL: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
      .appendingPathComponent("timer.json")
  }

  private func load() -> ProductivityTimer? {
    if let server = Self.server.withLock({ $0 }) { return server.cached }
    guard let url = stateURL, let data = try? Data(contentsOf: url) else { return nil }
    return try? Self.decoder.decode(ProductivityTimer.self, from: data)
  }

  private func save(_ timer: ProductivityTimer) {
    if let server = Self.server.withLock({ $0 }) { return server.save(timer) }
    guard let url = stateURL else { return }
    moveAsideIfUnreadable(url)
    if let data = try? Self.encoder.encode(timer) {
      try? data.write(to: url, options: .atomic)
    }
  }

  /// Keeps a file this version can't read (a newer format, a torn write) instead of
  /// overwriting it: it becomes `timer.json.corrupt-<seconds since 1970>`.
  private func moveAsideIfUnreadable(_ url: URL) {
    guard let data = FileManager.default.contents(atPath: url.path),
      (try? Self.decoder.decode(ProductivityTimer.self, from: data)) == nil
    else { return }
    let stamp = Int(SystemHost.current.now().timeIntervalSince1970)
    let aside = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).corrupt-\(stamp)")
    try? FileManager.default.moveItem(at: url, to: aside)
  }

  enum TimerError: Error { case noContainer }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

/// Told when the timer changes, as in the session (8:54).
protocol TimerManagerDelegate: Sendable {
  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer)
}

/// A productivity timer as the app stores it.
struct ProductivityTimer: Codable, Sendable, Equatable {
  var name: String
  var startDate: Date?
  var endDate: Date?

  func isRunning(at now: Date) -> Bool {
    guard let endDate else { return false }
    return now < endDate
  }
}
