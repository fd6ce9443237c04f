import Foundation
import Testing

/// `spaces push` from a second process into a running dashboard, and two devices sharing the
/// timer through the state server, killed and restarted in the middle — the real binary in
/// tmux.
@Suite(
  "End to end: pushes and two devices", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct PushTmuxTests {
  static let timerKind = "com.apple.Productivity.TimerToggle"

  /// A fresh state directory in /tmp, whatever TMPDIR says (socket paths must stay under 108
  /// bytes).
  private func stateDirectory() -> ScratchDirectory {
    ScratchDirectory("spaces-push", in: URL(fileURLWithPath: "/tmp", isDirectory: true))
  }

  private func dashboard(_ binary: URL, _ state: URL, device: String? = nil) -> String {
    Tmux.command(binary, ["--state-dir", state.path] + (device.map { ["--device", $0] } ?? []))
  }

  @Test("spaces push from another process reloads the control with cause push")
  func pushFromAnotherProcess() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url

    let none = try await Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no dashboard is running (no socket at \(state.path)/push.sock)"))

    let tmux = Tmux(name: "spaces-push-\(getpid())")
    try await tmux.start(command: dashboard(binary, state), width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    await tmux.send("i")
    // The selected control's value in the inspector (the event line may already have scrolled
    // past: the widgets' first timelines are logged after it).
    try await tmux.waitFor("value Stopped")

    let push = try await Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path])
    #expect(push.status == 0, "\(push.stderr)")
    #expect(push.stdout.contains("pushed kind \(Self.timerKind)"))
    try await tmux.waitFor("reload TimerToggle cause=push")
    // Both timers (Work and Violin) are of the kind.
    try await tmux.waitFor("push kind=TimerToggle → 2")

    let unknown = try await Spawn.run(
      binary, ["push", "--kind", "com.example.Nope", "--state-dir", state.path], timeout: 30)
    #expect(unknown.status == 1, "no control takes it: the dashboard says so")
    #expect(
      unknown.stderr.contains("no control of kind com.example.Nope"), "\(unknown.stderr)")
    #expect(!unknown.stdout.contains("pushed"))
    try await tmux.waitFor("push kind=Nope ignored")

    let second = try await Spawn.run(binary, ["--state-dir", state.path])
    #expect(second.status != 0)
    #expect(second.stderr.contains("another dashboard is running on \(state.path)"))

    let mode = try FileManager.default.attributesOfItem(
      atPath: state.appendingPathComponent("push.sock").path)[.posixPermissions]
    #expect((mode as? Int) == 0o600)
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("push.sock").path))
  }

  @Test("spaces push --activity updates a Live Activity from another process, as APNs would")
  func activityPushFromAnotherProcess() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-activity-push-\(getpid())")
    try await tmux.start(command: dashboard(binary, state), width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    await tmux.send("Enter")
    await tmux.send("2")
    try await tmux.waitFor("24:5")
    // The timer's content state as the app's server would send it (Foundation's default date
    // encoding: seconds since 2001).
    let now = Date()
    let end = now.addingTimeInterval(42 * 60 + 30)
    let contentState =
      #"{"startDate": \#(now.timeIntervalSinceReferenceDate), "#
      + #""endDate": \#(end.timeIntervalSinceReferenceDate)}"#
    let push = try await Spawn.run(
      binary,
      [
        "push", "--activity", "activity-1", "--content-state", contentState,
        "--state-dir", state.path,
      ])
    #expect(push.status == 0, "\(push.stderr)")
    #expect(push.stdout.contains("→ Live Activity activity-1"), "\(push.stdout)")
    try await tmux.waitFor("42:2")

    let malformed = try await Spawn.run(
      binary,
      [
        "push", "--activity", "activity-1", "--content-state", #"{"endDate": "soon"}"#,
        "--state-dir", state.path,
      ])
    #expect(malformed.status == 1)
    #expect(malformed.stderr.contains("doesn't decode as TimerAttributes.ContentState"))
    let unknown = try await Spawn.run(
      binary,
      ["push", "--activity", "activity-7", "--event", "end", "--state-dir", state.path])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no Live Activity activity-7"), "\(unknown.stderr)")
    try await tmux.waitFor("42:")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("two devices share the timer; the server dies and returns in the middle")
  func twoDevicesAndAServerKill() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-devices-\(getpid())")
    try await tmux.start(
      command: dashboard(binary, state, device: "iphone"), width: 130, height: 40)
    let phone = Pane(tmux: tmux, target: "e2e:0")
    try await phone.waitFor("Productivity Timer")
    await phone.send("i")
    await tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "pad", dashboard(binary, state, device: "ipad"),
    ])
    let pad = Pane(tmux: tmux, target: "e2e:pad")
    try await pad.waitFor("Productivity Timer")
    await pad.send("i")
    try await DeviceLog(state: state, device: "ipad").waitFor("state server connected")
    try await pad.waitForLastValue("Stopped")

    // Start the timer on the phone: the iPad's control flips through a push.
    await phone.send("Enter")
    try await phone.waitForLastValue("Running")
    try await pad.waitForLastValue("Running")
    try await pad.waitFor("reload TimerToggle cause=push")

    // Kill the server: both keep running with the last value and show the error.
    let pid = try #require(Self.serverPID(state), "the first dashboard started a server")
    #expect(kill(pid, SIGKILL) == 0)
    // The event lines scroll past as the reload retries fail: the device's log keeps them.
    for (device, name) in [(phone, "iphone"), (pad, "ipad")] {
      try await DeviceLog(state: state, device: name).waitFor("state server lost")
      try await device.waitFor("error TimerToggle: can't")
      try await device.waitForLastValue("Running")
      #expect(await !device.capture().contains("EXIT="), "still running")
    }

    // A new server: both reconnect, and the next change flips the iPad again.
    await tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "server",
      "'\(binary.path)' server --state-dir '\(state.path)'; sleep 600",
    ])
    try await DeviceLog(state: state, device: "iphone").waitFor(
      "state server connected", after: "state server lost")
    try await DeviceLog(state: state, device: "ipad").waitFor(
      "state server connected", after: "state server lost")
    await phone.send("Enter")
    try await phone.waitForLastValue("Stopped")
    try await pad.waitForLastValue("Stopped")

    // Hung up with both devices connected, the server stops cleanly and removes its pid file
    // (it once crashed logging a device that left to its terminal, which was gone). The pane's
    // shell may end before the server does: wait for the server itself (a loaded machine
    // once found the pid file still there).
    let restarted = try #require(Self.serverPID(state))
    await tmux.kill()
    #expect(await LeftoverProcesses.waitUntilGone([restarted], timeout: 10), "the server ended")
    #expect(Self.serverPID(state) == nil, "the state server stopped cleanly on hangup")
  }

  @Test("a timer toggled while the server is down is refused; control and activity agree")
  func writeWhileTheServerIsDown() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-refused-\(getpid())")
    try await tmux.start(
      command: dashboard(binary, state, device: "iphone"), width: 130, height: 40)
    let phone = Pane(tmux: tmux, target: "e2e:0")
    try await phone.waitFor("Productivity Timer")
    await tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "pad", dashboard(binary, state, device: "ipad"),
    ])
    let pad = Pane(tmux: tmux, target: "e2e:pad")
    try await pad.waitFor("Productivity Timer")
    await pad.send("i")
    try await DeviceLog(state: state, device: "ipad").waitFor("state server connected")
    try await pad.waitForLastValue("Stopped")

    let pid = try #require(Self.serverPID(state), "the first dashboard started a server")
    #expect(kill(pid, SIGKILL) == 0)
    try await DeviceLog(state: state, device: "ipad").waitFor("state server lost")
    // Start the Work timer on the iPad while the server is down: refused, visibly.
    await pad.send("Enter")
    try await pad.waitFor("failed Productivity Timer")
    try await pad.waitForLastValue("Stopped")
    await pad.send("2")
    try await Task.sleep(for: .seconds(1))  // what isn't there has no frame to wait for
    #expect(await !pad.capture().contains("Work Timer"), "no Live Activity for a refused start")

    // The server returns: the control and the activity still agree.
    await tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "server",
      "'\(binary.path)' server --state-dir '\(state.path)'; sleep 600",
    ])
    try await DeviceLog(state: state, device: "ipad").waitFor(
      "state server connected", after: "state server lost")
    try await Task.sleep(for: .milliseconds(1500))
    let screen = await pad.capture()
    #expect(!screen.contains("Work Timer"), "\(screen)")
    await pad.send("1")
    try await pad.waitForLastValue("Stopped")
    try await phone.waitForLastValue("Stopped")
  }

  static func serverPID(_ state: URL) -> pid_t? {
    guard
      let text = try? String(
        contentsOf: state.appendingPathComponent("server.pid"), encoding: .utf8)
    else { return nil }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
