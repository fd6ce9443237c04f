import Foundation
import SpacesKit
import Synchronization
import Testing

/// `Logger` as `os` declares it: each message, its values filled in, goes to the current
/// system host with its subsystem, category and level.
@Suite("Logger: messages go to the system host")
struct LoggerTests {
  /// A host that keeps what app code sends it.
  private final class RecordingHost: Sendable {
    /// What app code sent.
    final class Requests: Sendable {
      let list = Mutex<[SystemRequest]>([])
    }
    let requests = Requests()
    let host: SystemHost

    init() {
      let requests = self.requests
      host = SystemHost(
        now: { Date() }, containersDirectory: nil,
        handler: { request in requests.list.withLock { $0.append(request) } })
    }

    var entries: [AppLogEntry] {
      requests.list.withLock { requests in
        requests.compactMap { if case .log(let entry) = $0 { entry } else { nil } }
      }
    }
  }

  @Test("every level, with interpolated values whatever their privacy")
  func levels() {
    let recording = RecordingHost()
    let logger = Logger(subsystem: "com.example.Coffee", category: "Store")
    let cups = 3
    let file = "cups.json"
    recording.host.runSync {
      logger.debug("debug \(cups)")
      logger.trace("trace")
      logger.info("info \(file, privacy: .public)")
      logger.notice("notice \(file, privacy: .private)")
      logger.log("log")
      logger.log(level: .fault, "fault by level")
      logger.warning("warning \(cups, privacy: .sensitive)")
      logger.error("error")
      logger.critical("critical")
      logger.fault("fault")
    }
    let entries = recording.entries
    #expect(
      entries.map(\.message) == [
        "debug 3", "trace", "info cups.json", "notice cups.json", "log", "fault by level",
        "warning 3", "error", "critical", "fault",
      ])
    #expect(
      entries.map(\.level) == [
        .debug, .debug, .info, .default, .default, .fault, .error, .error, .fault, .fault,
      ])
    #expect(entries.allSatisfy { $0.subsystem == "com.example.Coffee" && $0.category == "Store" })
    #expect(entries.first?.source == "Coffee")
    #expect(entries.filter(\.level.isProblem).count == 5)
  }

  @Test("a logger without a subsystem is named by its category, else 'app'")
  func source() {
    #expect(
      AppLogEntry(subsystem: "", category: "Store", level: .info, message: "").source == "Store")
    #expect(AppLogEntry(subsystem: "", category: "", level: .info, message: "").source == "app")
  }
}
