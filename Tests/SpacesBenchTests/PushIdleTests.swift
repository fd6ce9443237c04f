import Foundation
import SpacesEngine
import SpacesRender
import SpacesStateServer
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The interactive loop with its push socket open: pushes arrive through the loop, and idle
/// means asleep.
@MainActor
@Suite("Push socket in the live loop", .serialized)
struct PushIdleTests {
  private func paths() throws -> DevicePaths {
    let root = URL(fileURLWithPath: "/tmp/spaces-idle-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return DevicePaths(root: root, device: nil)
  }

  @Test("a push reaches the control through the loop; idle, the loop doesn't wake")
  func pushThenIdle() async throws {
    let paths = try paths()
    defer { try? FileManager.default.removeItem(at: paths.root) }
    PushBenchApp.server.withLock { $0 = nil }
    PushBenchApp.value.withLock { $0 = false }
    let dashboard = try await LiveDashboard(
      apps: PushBenchmark.apps, theme: try ThemeLoader.defaultTheme(), paths: paths,
      withPush: true, executable: nil)
    defer { dashboard.stop() }
    // Generous waits: the full suite runs hundreds of tests on two cores; latency is measured by
    // `spaces bench` (push.latency), not here.
    #expect(await dashboard.frame(showing: PushBenchApp.label(false), timeout: .seconds(30)) != nil)
    // The first load's value in, so the push's reload runs rather than waits behind it.
    let loaded = ContinuousClock.now + .seconds(30)
    while !dashboard.engine.state.events.map(\.description).contains("value Pushed = PUSHED-OFF"),
      ContinuousClock.now < loaded
    {
      try await Task.sleep(for: .milliseconds(10))
    }

    PushBenchApp.value.withLock { $0 = true }
    let reply = try await PushSender.send(
      .kind(PushBenchApp.kind), to: paths.pushSocket.path, timeout: .seconds(30))
    #expect(reply.ok)
    #expect(await dashboard.frame(showing: PushBenchApp.label(true), timeout: .seconds(30)) != nil)
    let lines = dashboard.engine.state.events.map(\.description)
    #expect(lines.contains("push kind=Pushed → 1 control"))
    #expect(lines.contains("reload Pushed cause=push"))

    try await Task.sleep(for: .milliseconds(100))
    let before = dashboard.wakeups
    try await Task.sleep(for: .seconds(1.5))
    // At most the clock's minute redraw, if the minute turned meanwhile.
    #expect(dashboard.wakeups - before <= 1, "idle with the socket open: asleep")
  }
}
