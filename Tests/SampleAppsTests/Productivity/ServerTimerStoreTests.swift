import Foundation
import SpacesKit
import SpacesStateServer
import SpacesTestSupport
import Testing

@testable import SampleApps

private let work = ProductivityTimer(id: "work", name: "Work")
private let violin = ProductivityTimer(id: "violin", name: "Violin")

/// The timers on the state server two devices share: a write the server doesn't take is
/// refused, and a device's Live Activities follow what the server says. Each test has a
/// `TimerManager` of its own (other tests use the shared one, on the app group container).
@Suite("Productivity sample: timers on the state server", .serialized)
struct ServerTimerStoreTests {
  /// A short directory for the server's socket.
  private func directory() throws -> URL {
    let url = URL(fileURLWithPath: "/tmp/sts-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try LocalSockets.prepareDirectory(url)
    return url
  }

  /// The activities still on screen, by timer.
  private func live(_ host: SystemHost) -> [String] {
    host.activities.all
      .filter { $0.activityState == .active || $0.activityState == .stale }
      .compactMap { ($0.attributes as? TimerAttributes)?.timerID }
  }

  @Test("with the server down, starting a timer is refused: no activity, nothing changes")
  func refusedWithoutServer() async throws {
    let setup = TimerHost()
    let host = setup.host
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let client = StateServerClient(
      socketPath: directory.appendingPathComponent("server.sock").path, device: "ipad")
    defer { client.stop() }
    let manager = TimerManager(store: ServerTimerStore(client: client))
    await #expect {
      try await host.run { try await manager.setTimerRunning(true, timer: violin) }
    } throws: { error in
      "\(error)".hasPrefix("the Violin timer didn't change: state server unavailable")
    }
    #expect(host.activities.all.isEmpty, "no Live Activity for a start that didn't happen")
    #expect(host.wakes.pending.isEmpty)
    #expect(manager.records().allSatisfy { $0.endDate == nil })
  }

  @Test("a device's activities follow the server: started elsewhere, stopped elsewhere")
  func activitiesFollowTheServer() async throws {
    let setup = TimerHost()
    let host = setup.host
    let directory = try directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    let server = try await StateServer.start(
      socketPath: socket, storeURL: directory.appendingPathComponent("state.json"),
      limits: StateServer.testLimits)
    defer { server.stop() }
    let pad = StateServerClient(socketPath: socket, device: "ipad", timeout: .seconds(30))
    let phone = StateServerClient(socketPath: socket, device: "iphone", timeout: .seconds(30))
    defer {
      pad.stop()
      phone.stop()
    }
    let manager = TimerManager(store: ServerTimerStore(client: pad))
    #expect(
      try await host.run { try await manager.fetchTimerRunning(timer: work) } == false
    )
    #expect(live(host).isEmpty)

    // The phone starts the Violin timer.
    let now = host.now()
    var timers = TimerRecord.defaults
    timers[1].startDate = now
    timers[1].endDate = now.addingTimeInterval(25 * 60)
    let running = String(decoding: try TimerRecord.encoder().encode(timers), as: UTF8.self)
    try await phone.set(ServerTimerStore.key, running)
    #expect(try await host.run { try await manager.fetchTimerRunning(timer: violin) })
    #expect(live(host) == ["violin"], "the control says Running: so does an activity")
    #expect(host.wakes.pending.keys.sorted() == ["timer.violin.end"])

    // The phone stops it.
    let stopped = String(
      decoding: try TimerRecord.encoder().encode(TimerRecord.defaults), as: UTF8.self)
    try await phone.set(ServerTimerStore.key, stopped)
    #expect(
      try await host.run { try await manager.fetchTimerRunning(timer: violin) }
        == false)
    for _ in 0..<100 where !live(host).isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(live(host).isEmpty, "stopped: its activity ended")
    #expect(host.wakes.pending.isEmpty)
  }
}
