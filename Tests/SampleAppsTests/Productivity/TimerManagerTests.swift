import Foundation
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

@testable import SampleApps

/// A host over a fresh container folder, recording what app code asks of the system.
final class TimerHost: Sendable {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "timers-\(UUID().uuidString)")
  let requests = Locked<[SystemRequest]>([])
  let time = Locked(Date(timeIntervalSince1970: 1_780_911_660))  // 2026-06-08 09:41 UTC

  var group: URL { directory.appendingPathComponent("group.com.apple.Productivity") }

  let host: SystemHost

  init() {
    host = SystemHost(
      now: { [time] in time.withLock { $0 } }, containersDirectory: directory,
      handler: { [requests] request in requests.withLock { $0.append(request) } })
  }

  func advance(by interval: TimeInterval) { time.withLock { $0 += interval } }

  /// What app code logged, as "level: message".
  var logged: [String] {
    requests.withLock { requests in
      requests.compactMap { request in
        guard case .log(let entry) = request else { return nil }
        return "\(entry.level.name): \(entry.message)"
      }
    }
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}

/// A value shared between threads.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  init(_ value: Value) { mutex = Mutex(value) }
  func withLock<R>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
}

private let work = ProductivityTimer(id: "work", name: "Work")
private let violin = ProductivityTimer(id: "violin", name: "Violin")

@Suite("Productivity sample: the app-side timer model", .serialized)
struct TimerManagerTests {
  @Test("a new install has the Work and Violin timers, each running on its own")
  func twoTimers() async throws {
    let setup = TimerHost()
    let host = setup.host
    let names = try await host.run { try await TimerManager.shared.timers().map(\.name) }
    #expect(names == ["Work", "Violin"])
    try await host.run { try await TimerManager.shared.setTimerRunning(true, timer: violin) }
    let running = try await host.run {
      (
        try await TimerManager.shared.fetchTimerRunning(timer: work),
        try await TimerManager.shared.fetchTimerRunning(timer: violin)
      )
    }
    #expect(running == (false, true))
    let file = try String(
      contentsOf: setup.group.appendingPathComponent("timers.json"), encoding: .utf8)
    #expect(file.contains("\"endDate\" : \"2026-06-08T10:06:00Z\""))
    // The interval ends after 25 minutes.
    setup.advance(by: 25 * 60)
    #expect(
      try await host.run { try await TimerManager.shared.fetchTimerRunning(timer: violin) } == false
    )
  }

  @Test("starting a timer starts its own Live Activity and schedules its end; stopping cancels it")
  func activityAndWake() async throws {
    let setup = TimerHost()
    let host = setup.host
    try await host.run { try await TimerManager.shared.setTimerRunning(true, timer: work) }
    let activities = host.activities.all
    #expect(activities.count == 1)
    #expect((activities.first?.attributes as? TimerAttributes)?.timerName == "Work Timer")
    let end = Date(timeIntervalSince1970: 1_780_911_660 + 25 * 60)
    #expect(host.wakes.pending == ["timer.work.end": end])
    try await host.run { try await TimerManager.shared.setTimerRunning(false, timer: work) }
    #expect(host.wakes.pending.isEmpty)
    #expect(setup.requests.withLock { $0 }.contains(.wakeCancelled(id: "timer.work.end")))
  }

  @Test("when the interval ends the timer stops, its activity ends and the controls reload")
  func intervalEnds() async throws {
    let setup = TimerHost()
    let host = setup.host
    let app = ProductivityApp()
    host.runSync { app.launch() }
    try await host.run { try await TimerManager.shared.setTimerRunning(true, timer: work) }
    let wake = try #require(host.wakes.take("timer.work.end"))
    setup.advance(by: 25 * 60)
    setup.requests.withLock { $0.removeAll() }
    await host.run { await wake() }
    #expect(host.activities.all.allSatisfy { $0.activityState == .dismissed })
    let requests = setup.requests.withLock { $0 }
    #expect(requests.contains(.reloadControls(kind: "com.apple.Productivity.TimerToggle")))
    let stored = try String(
      contentsOf: setup.group.appendingPathComponent("timers.json"), encoding: .utf8)
    #expect(!stored.contains("endDate"), "the stopped timer keeps no interval")
  }

  @Test("a deleted timer can't be fetched: the query finds nothing and fetching throws")
  func deletedTimer() async throws {
    let setup = TimerHost()
    let host = setup.host
    _ = try await host.run { try await TimerManager.shared.timers() }
    let file = setup.group.appendingPathComponent("timers.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let withoutViolin = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    var timers = withoutViolin["timers"] as! [[String: Any]]
    timers.removeAll { $0["id"] as? String == "violin" }
    try JSONSerialization.data(withJSONObject: ["version": 1, "timers": timers]).write(to: file)
    let found = try await host.run { try await TimerQuery().entities(for: ["violin"]) }
    #expect(found.isEmpty)
    await #expect(throws: (any Error).self) {
      try await host.run { try await TimerManager.shared.fetchTimerRunning(timer: violin) }
    }
  }
}

@Suite("Productivity sample: nothing is lost", .serialized)
struct TimerManagerMigrationTests {
  @Test("the single-timer app's timer.json becomes the Work timer and is kept aside")
  func migratesSingleTimer() async throws {
    let setup = TimerHost()
    let host = setup.host
    try FileManager.default.createDirectory(at: setup.group, withIntermediateDirectories: true)
    try Data(
      #"{"name":"Work","startDate":"2026-06-08T09:40:00Z","endDate":"2026-06-08T10:05:00Z"}"#.utf8
    ).write(to: setup.group.appendingPathComponent("timer.json"))
    #expect(try await host.run { try await TimerManager.shared.fetchTimerRunning(timer: work) })
    #expect(
      try await host.run { try await TimerManager.shared.fetchTimerRunning(timer: violin) } == false
    )
    let aside = setup.group.appendingPathComponent("timer.json.migrated-1780911660")
    #expect(FileManager.default.fileExists(atPath: aside.path))
  }

  @Test("an unreadable timers.json is moved aside and the defaults used")
  func movedAside() async throws {
    let setup = TimerHost()
    let host = setup.host
    try FileManager.default.createDirectory(at: setup.group, withIntermediateDirectories: true)
    try Data("{torn".utf8).write(to: setup.group.appendingPathComponent("timers.json"))
    let names = try await host.run { try await TimerManager.shared.timers().map(\.name) }
    #expect(names == ["Work", "Violin"])
    let aside = setup.group.appendingPathComponent("timers.json.corrupt-1780911660")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{torn")
    #expect(
      setup.logged == [
        "error: timers.json couldn't be parsed; moved aside to timers.json.corrupt-1780911660, "
          + "using the default timers"
      ])
  }

  @Test(
    "an unreadable timers.json: the defaults, an error logged once, saves refused, the file kept",
    arguments: UnreadableFile.allCases)
  func unreadable(_ unreadable: UnreadableFile) async throws {
    let setup = TimerHost()
    let host = setup.host
    let file = setup.group.appendingPathComponent("timers.json")
    try unreadable.make(at: file)
    let names = try await host.run { try await TimerManager.shared.timers().map(\.name) }
    #expect(names == ["Work", "Violin"])
    await #expect(throws: (any Error).self) {
      try await host.run { try await TimerManager.shared.setTimerRunning(true, timer: work) }
    }
    #expect(host.activities.all.isEmpty, "nothing started")
    #expect(unreadable.isStill(at: file))
    #expect(
      setup.logged == [
        "error: timers.json can't be read (\(unreadable.reason)); kept as it is, using the "
          + "default timers, and timer changes can't be saved until the app restarts and can "
          + "read it"
      ])
    // Another dashboard (a restart) reads the file afresh once it can be read.
    try FileManager.default.removeItem(at: file)
    let restarted = SystemHost(
      now: { Date() }, containersDirectory: setup.directory, handler: { _ in })
    try await restarted.run {
      try await TimerManager.shared.setTimerRunning(true, timer: work)
    }
    #expect(try String(contentsOf: file, encoding: .utf8).contains("startDate"))
  }

  @Test("after a restart, a running timer gets its activity and wake again; an ended one stops")
  func reconcile() async throws {
    let setup = TimerHost()
    let before = setup.host
    try await before.run {
      try await TimerManager.shared.setTimerRunning(true, timer: work)
    }
    setup.advance(by: 60)
    try await before.run { try await TimerManager.shared.setTimerRunning(true, timer: violin) }
    // The dashboard restarts 24 minutes after Work started: a new host, no activities or wakes.
    setup.advance(by: 23 * 60)
    let after = SystemHost(
      now: { [setup] in setup.time.withLock { $0 } }, containersDirectory: setup.directory,
      handler: { _ in })
    after.runSync { ProductivityApp().launch() }
    let names = after.activities.all.compactMap { ($0.attributes as? TimerAttributes)?.timerName }
    #expect(names == ["Work Timer", "Violin Timer"])
    #expect(after.wakes.pending.keys.sorted() == ["timer.violin.end", "timer.work.end"])
    // Another restart after Work's interval ended: Work is stopped, Violin still runs.
    setup.advance(by: 90)
    let later = SystemHost(
      now: { [setup] in setup.time.withLock { $0 } }, containersDirectory: setup.directory,
      handler: { _ in })
    later.runSync { ProductivityApp().launch() }
    let stillRunning = later.activities.all.compactMap {
      ($0.attributes as? TimerAttributes)?.timerID
    }
    #expect(stillRunning == ["violin"])
    #expect(
      try await later.run { try await TimerManager.shared.fetchTimerRunning(timer: work) } == false)
  }
}
