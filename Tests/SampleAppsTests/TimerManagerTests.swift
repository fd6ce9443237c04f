import Foundation
import SpacesKit
import Testing

@testable import SampleApps

@Suite("Productivity sample: the app-side timer model")
struct TimerManagerTests {
  func host(_ directory: URL, now: Date) -> SystemHost {
    SystemHost(now: { now }, containersDirectory: directory, handler: { _ in })
  }

  @Test("the running state lives in the group container and ends with the interval")
  func persistence() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let start = Date(timeIntervalSince1970: 1_780_911_660)
    host(directory, now: start).runSync { TimerManager.shared.setTimerRunning(true) }
    let file = directory.appendingPathComponent("group.com.apple.Productivity/timer.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    #expect(host(directory, now: start + 60).runSync { TimerManager.shared.isRunning })
    #expect(
      host(directory, now: start + 25 * 60).runSync { TimerManager.shared.isRunning } == false)
    let running = try await host(directory, now: start + 1).run {
      try await TimerManager.shared.fetchRunningState()
    }
    #expect(running)
  }

  @Test("a corrupt container file reads as stopped, and fetching reports the error")
  func corrupt() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let group = directory.appendingPathComponent("group.com.apple.Productivity")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data("{not json".utf8).write(to: group.appendingPathComponent("timer.json"))
    let h = host(directory, now: Date(timeIntervalSince1970: 0))
    #expect(h.runSync { TimerManager.shared.isRunning } == false)
    await #expect(throws: (any Error).self) {
      try await h.run { try await TimerManager.shared.fetchRunningState() }
    }
  }
}

@Suite("Productivity sample: nothing is lost")
struct TimerManagerCorruptionTests {
  @Test("saving over an unreadable timer file moves it aside first")
  func movedAside() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let group = directory.appendingPathComponent("group.com.apple.Productivity")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data("{torn".utf8).write(to: group.appendingPathComponent("timer.json"))
    let host = SystemHost(
      now: { Date(timeIntervalSince1970: 100) }, containersDirectory: directory, handler: { _ in })
    host.runSync { TimerManager.shared.setTimerRunning(false) }
    let aside = group.appendingPathComponent("timer.json.corrupt-100")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{torn")
    #expect(host.runSync { TimerManager.shared.timer?.name } == "Work")
  }
}
