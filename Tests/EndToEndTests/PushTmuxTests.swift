import Foundation
import Testing

/// `spaces push` from a second process into a running dashboard, and two devices sharing the
/// timer through the state server, killed and restarted in the middle — the real binary in
/// tmux.
@Suite(
  "End to end: pushes and two devices", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"))
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
  func pushFromAnotherProcess() throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    defer { scratch.remove() }
    let state = scratch.url

    let none = try Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no dashboard is running (no socket at \(state.path)/push.sock)"))

    let tmux = Tmux(name: "spaces-push-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(command: dashboard(binary, state), width: 130, height: 40)
    try tmux.waitFor("Productivity Timer")
    tmux.send("i")
    try tmux.waitFor("value TimerToggle = Stopped")

    let push = try Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path])
    #expect(push.status == 0, "\(push.stderr)")
    #expect(push.stdout.contains("pushed kind \(Self.timerKind)"))
    try tmux.waitFor("reload TimerToggle cause=push")
    // Both timers (Work and Violin) are of the kind.
    try tmux.waitFor("push kind=TimerToggle → 2")

    let unknown = try Spawn.run(
      binary, ["push", "--kind", "com.example.Nope", "--state-dir", state.path], timeout: 30)
    #expect(unknown.status == 1, "no control takes it: the dashboard says so")
    #expect(
      unknown.stderr.contains("no control of kind com.example.Nope"), "\(unknown.stderr)")
    #expect(!unknown.stdout.contains("pushed"))
    try tmux.waitFor("push kind=Nope ignored")

    let second = try Spawn.run(binary, ["--state-dir", state.path])
    #expect(second.status != 0)
    #expect(second.stderr.contains("another dashboard is running on \(state.path)"))

    let mode = try FileManager.default.attributesOfItem(
      atPath: state.appendingPathComponent("push.sock").path)[.posixPermissions]
    #expect((mode as? Int) == 0o600)
    tmux.send("q")
    try tmux.waitFor("EXIT=0")
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("push.sock").path))
  }

  @Test("two devices share the timer; the server dies and returns in the middle")
  func twoDevicesAndAServerKill() throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    defer { scratch.remove() }  // also the state server the first dashboard started
    let state = scratch.url
    let tmux = Tmux(name: "spaces-devices-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(command: dashboard(binary, state, device: "iphone"), width: 130, height: 40)
    let phone = Pane(tmux: tmux, target: "e2e:0")
    try phone.waitFor("Productivity Timer")
    phone.send("i")
    tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "pad", dashboard(binary, state, device: "ipad"),
    ])
    let pad = Pane(tmux: tmux, target: "e2e:pad")
    try pad.waitFor("Productivity Timer")
    pad.send("i")
    try pad.waitFor("state server connected")
    try pad.waitForLastValue("Stopped")

    // Start the timer on the phone: the iPad's control flips through a push.
    phone.send("Enter")
    try phone.waitForLastValue("Running")
    try pad.waitForLastValue("Running")
    try pad.waitFor("reload TimerToggle cause=push")

    // Kill the server: both keep running with the last value and show the error.
    let pid = try #require(Self.serverPID(state), "the first dashboard started a server")
    #expect(kill(pid, SIGKILL) == 0)
    for device in [phone, pad] {
      try device.waitFor("state server lost")
      try device.waitFor("error TimerToggle: can't")
      try device.waitForLastValue("Running")
      #expect(!device.capture().contains("EXIT="), "still running")
    }

    // A new server: both reconnect, and the next change flips the iPad again.
    tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "server",
      "'\(binary.path)' server --state-dir '\(state.path)'; sleep 600",
    ])
    try phone.waitFor("state server connected", after: "state server lost")
    try pad.waitFor("state server connected", after: "state server lost")
    phone.send("Enter")
    try phone.waitForLastValue("Stopped")
    try pad.waitForLastValue("Stopped")

    // Hung up with both devices connected, the server stops cleanly and removes its pid file
    // (it once crashed logging a device that left to its terminal, which was gone). The pane's
    // shell may end before the server does: wait for the server itself (a loaded machine
    // once found the pid file still there).
    let restarted = try #require(Self.serverPID(state))
    tmux.kill()
    #expect(LeftoverProcesses.waitUntilGone([restarted], timeout: 10), "the server ended")
    #expect(Self.serverPID(state) == nil, "the state server stopped cleanly on hangup")
  }

  @Test("a timer toggled while the server is down is refused; control and activity agree")
  func writeWhileTheServerIsDown() throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    defer { scratch.remove() }
    let state = scratch.url
    let tmux = Tmux(name: "spaces-refused-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(command: dashboard(binary, state, device: "iphone"), width: 130, height: 40)
    let phone = Pane(tmux: tmux, target: "e2e:0")
    try phone.waitFor("Productivity Timer")
    tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "pad", dashboard(binary, state, device: "ipad"),
    ])
    let pad = Pane(tmux: tmux, target: "e2e:pad")
    try pad.waitFor("Productivity Timer")
    pad.send("i")
    try pad.waitFor("state server connected")
    try pad.waitForLastValue("Stopped")

    let pid = try #require(Self.serverPID(state), "the first dashboard started a server")
    #expect(kill(pid, SIGKILL) == 0)
    try pad.waitFor("state server lost")
    // Start the Work timer on the iPad while the server is down: refused, visibly.
    pad.send("Enter")
    try pad.waitFor("failed Productivity Timer")
    try pad.waitForLastValue("Stopped")
    pad.send("2")
    Thread.sleep(forTimeInterval: 1)
    #expect(!pad.capture().contains("Work Timer"), "no Live Activity for a refused start")

    // The server returns: the control and the activity still agree.
    tmux.run([
      "new-window", "-d", "-t", "e2e", "-n", "server",
      "'\(binary.path)' server --state-dir '\(state.path)'; sleep 600",
    ])
    try pad.waitFor("state server connected", after: "state server lost")
    Thread.sleep(forTimeInterval: 1.5)
    #expect(!pad.capture().contains("Work Timer"), "\(pad.capture())")
    pad.send("1")
    try pad.waitForLastValue("Stopped")
    try phone.waitForLastValue("Stopped")
  }

  static func serverPID(_ state: URL) -> pid_t? {
    guard
      let text = try? String(
        contentsOf: state.appendingPathComponent("server.pid"), encoding: .utf8)
    else { return nil }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
