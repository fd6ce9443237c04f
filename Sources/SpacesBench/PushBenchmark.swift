import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesStateServer

/// Push figures, with real processes, sockets and time:
///
/// - `push.latency.median`: from spawning `spaces push --kind …` (another process, as a person
///   would type it) to the dashboard presenting the frame in which the pushed control shows its
///   new value (the push socket, the loop, the reload, a paced frame, at most 60 a second);
/// - `two_devices.flip.median`: one device sets the shared value on the state server (a real
///   `spaces server` process) → the other device's frame shows the flip (server push, reload,
///   async fetch from the server);
/// - `push.latency.dashboard_side.median` (a push sent from this process: socket, loop, reload,
///   paced frame) and `push.process_start_exit.median` (a `spaces push` process that finds no
///   dashboard): the two parts of the latency;
/// - `idle.*`: over an idle stretch, the loop's wakeups and the process's context switches
///   (`getrusage`, every thread) without and with the push socket open;
/// - `push.listener_start`: opening the push socket (the first one starts SwiftNIO's thread).
@MainActor
enum PushBenchmark {
  static let apps = [HostedApp(name: "Bench", bundle: PushBenchBundle.self)]

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    try await idle(suite, in: workspace, report: report)
    guard let executable = suite.executable else {
      report(.note("push.latency, two_devices.flip: not measured (no spaces executable)"))
      return
    }
    try await latency(suite, executable: executable, in: workspace, report: report)
    try await twoDevices(suite, executable: executable, in: workspace, report: report)
  }

  /// Idle wakeups and context switches, without and with the push socket.
  static func idle(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let seconds = suite.quick ? 1 : 5
    for withPush in [false, true] {
      let paths = DevicePaths(root: try workspace.directory(), device: nil)
      let start = ContinuousClock.now
      let dashboard = try await LiveDashboard(
        apps: apps, theme: workspace.theme, paths: paths, withPush: withPush, executable: nil)
      if withPush {
        report(.milliseconds("push.listener_start", milliseconds(ContinuousClock.now - start)))
      }
      _ = await dashboard.frame(showing: PushBenchApp.label(false))
      try await Task.sleep(for: .milliseconds(300))  // let the first frames settle
      let wakeups = dashboard.wakeups
      let switches = ContextSwitches.ofThisProcess()
      let threads = ThreadSwitches.now()
      try await Task.sleep(for: .seconds(seconds))
      let threadsAfter = ThreadSwitches.now()
      let name = withPush ? "with_push_socket" : "without_push_socket"
      report(.count("idle.loop_wakeups.\(name).per_\(seconds)s", dashboard.wakeups - wakeups))
      if let before = switches, let after = ContextSwitches.ofThisProcess() {
        report(.count("idle.context_switches.\(name).per_\(seconds)s", after - before))
        let groups = ThreadSwitches.breakdown(from: threads, to: threadsAfter)
        let live = groups.reduce(0) { $0 + $1.switches }
        let parts =
          groups.map { "\($0.group) \($0.switches)" } + ["ended threads \(after - before - live)"]
        report(
          .note(
            "idle.context_switches.\(name) by thread: \(parts.joined(separator: ", ")) "
              + "(dispatch: libdispatch's manager and worker pool; on Linux its pool monitor "
              + "wakes the manager once a second once a worker thread has run)"))
      }
      dashboard.stop()
    }
  }

  /// `spaces push` process start → the control's new frame.
  static func latency(
    _ suite: BenchSuite, executable: URL, in workspace: BenchWorkspace,
    report: (BenchLine) -> Void
  ) async throws {
    let paths = DevicePaths(root: try workspace.directory(), device: nil)
    PushBenchApp.server.withLock { $0 = nil }
    PushBenchApp.value.withLock { $0 = false }
    let dashboard = try await LiveDashboard(
      apps: apps, theme: workspace.theme, paths: paths, withPush: true, executable: nil)
    defer { dashboard.stop() }
    _ = await dashboard.frame(showing: PushBenchApp.label(false))
    var samples = DurationSamples()
    var failures = 0
    for round in 0..<(suite.quick ? 4 : 20) {
      let isOn = round.isMultiple(of: 2)
      PushBenchApp.value.withLock { $0 = isOn }
      let start = ContinuousClock.now
      let push = Task.detached {
        (try? ChildProcess.run(
          executable.path,
          ["push", "--kind", PushBenchApp.kind, "--state-dir", paths.root.path])) ?? -1
      }
      let shown = await dashboard.frame(showing: PushBenchApp.label(isOn))
      let status = await push.value
      if let shown, status == 0 { samples.append(shown - start) } else { failures += 1 }
      try await Task.sleep(for: pause)
    }
    report(.milliseconds("push.latency.median", samples.median))
    report(.milliseconds("push.latency.p90", samples.percentile(0.9)))
    report(.count("push.latency.samples", samples.count))
    if failures > 0 { report(.note("push.latency: \(failures) rounds showed no new frame")) }

    // The two parts: the dashboard's side alone (a push sent from this process), and a
    // `spaces push` process's own start and exit (no dashboard: it fails at once).
    var inProcess = DurationSamples()
    for round in 0..<(suite.quick ? 4 : 20) {
      let isOn = round.isMultiple(of: 2)
      PushBenchApp.value.withLock { $0 = isOn }
      let start = ContinuousClock.now
      _ = try? await PushSender.send(.kind(PushBenchApp.kind), to: paths.pushSocket.path)
      if let shown = await dashboard.frame(showing: PushBenchApp.label(isOn)) {
        inProcess.append(shown - start)
      }
      try await Task.sleep(for: pause)
    }
    report(.milliseconds("push.latency.dashboard_side.median", inProcess.median))
    let empty = try workspace.directory().path
    var process = DurationSamples()
    for _ in 0..<(suite.quick ? 4 : 20) {
      let start = ContinuousClock.now
      let status = await Task.detached {
        (try? ChildProcess.run(executable.path, ["push", "--all", "--state-dir", empty])) ?? -1
      }.value
      if status == 1 { process.append(ContinuousClock.now - start) }
    }
    report(.milliseconds("push.process_start_exit.median", process.median))
    report(
      .note(
        "push.latency = a spaces push process (start, connect, exit) + the dashboard side (the "
          + "reload and its frame; a reload shows its working badge only after 0.1 s, so a quick "
          + "one costs no extra paced frame)"))
  }

  /// One device changes the shared value → the other device's frame shows it.
  static func twoDevices(
    _ suite: BenchSuite, executable: URL, in workspace: BenchWorkspace,
    report: (BenchLine) -> Void
  ) async throws {
    let root = try workspace.directory()
    let pad = DevicePaths(root: root, device: "ipad")
    defer {
      if let text = try? String(contentsOf: pad.serverPID, encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        kill(pid, SIGTERM)
      }
    }
    let dashboard = try await LiveDashboard(
      apps: apps, theme: workspace.theme, paths: pad, withPush: true, executable: executable,
      connectApps: { client in PushBenchApp.server.withLock { $0 = client } })
    defer {
      dashboard.stop()
      PushBenchApp.server.withLock { $0 = nil }
    }
    let phone = StateServerClient(socketPath: pad.serverSocket.path, device: "iphone")
    defer { phone.stop() }
    do {
      try await phone.connect()
    } catch {
      report(.note("two_devices.flip: not measured (\(error))"))
      return
    }
    _ = await dashboard.frame(showing: PushBenchApp.label(false))
    try await Task.sleep(for: .milliseconds(200))  // the iPad's tokens reach the server
    var samples = DurationSamples()
    var failures = 0
    for round in 0..<(suite.quick ? 4 : 20) {
      let isOn = round.isMultiple(of: 2)
      let start = ContinuousClock.now
      try await phone.set(PushBenchApp.key, isOn ? "on" : "off")
      if let shown = await dashboard.frame(showing: PushBenchApp.label(isOn)) {
        samples.append(shown - start)
      } else {
        failures += 1
      }
      try await Task.sleep(for: pause)
    }
    report(.milliseconds("two_devices.flip.median", samples.median))
    report(.milliseconds("two_devices.flip.p90", samples.percentile(0.9)))
    report(.count("two_devices.flip.samples", samples.count))
    if failures > 0 { report(.note("two_devices.flip: \(failures) rounds showed no flip")) }
  }

  /// The pause between two rounds, as between people: longer than a frame interval and than
  /// the least time between a control's push reloads (`PushFeature.spacing`), so a round
  /// measures a push, not a deferred one.
  static let pause: Duration = .milliseconds(Int(PushFeature.spacing * 1000) + 20)

  static func milliseconds(_ duration: Duration) -> Double {
    var samples = DurationSamples()
    samples.append(duration)
    return samples.median
  }
}
