import Foundation
import Testing

/// A test process killed mid-test (SIGKILL, a crash, a CI timeout) runs no teardown: its
/// `Watchdog` ends what it started instead, once the process holding the watchdog's input is
/// gone. A stand-in plays the killed test process here: it holds the input and nothing else.
@Suite(
  "End to end: nothing left behind when the test process dies", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct WatchdogTests {
  @Test(
    "SIGKILL to the process holding the watchdog: tmux server, panes, state server, socket and state directory go"
  )
  func killedTestProcess() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let watchdog = try Watchdog()
    let watchdogProcess = SpawnedChild(pid: watchdog.pid)
    // In /tmp, whatever TMPDIR says (socket paths must stay under 108 bytes).
    let state = ScratchDirectory(
      "spaces-e2e-orphan", in: URL(fileURLWithPath: "/tmp", isDirectory: true),
      watchdog: watchdog)
    let tmux = Tmux(name: "spaces-e2e-orphan-\(getpid())", watchdog: watchdog)
    // A device's dashboard: it starts a state server in a session of its own.
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path, "--device", "iphone"]),
      width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    let dashboard = try await tmux.dashboardProcess(binary, stateDirectory: state.path)
    var stateServer: pid_t?
    _ = try await Polling.until(timeout: 15) {
      stateServer = PushTmuxTests.serverPID(state.url)
      return stateServer != nil
    }
    let listing = await tmux.run(["list-panes", "-a", "-F", "#{pid} #{pane_pid} #{socket_path}"])
    let fields = listing.split(separator: "\n").first?.split(separator: " ", maxSplits: 2) ?? []
    try #require(fields.count == 3, "tmux lists its pane: \(listing)")
    let server = try #require(pid_t(fields[0]))
    let pane = try #require(pid_t(fields[1]))
    let socket = String(fields[2])
    let everyone = [server, pane, dashboard, try #require(stateServer, "no state server")]
    #expect(everyone.allSatisfy(LeftoverProcesses.isRunning))
    #expect(FileManager.default.fileExists(atPath: socket))

    // The stand-in takes the watchdog's input, then dies as a test process can: SIGKILL.
    let standIn = SpawnedChild(pid: try watchdog.handOver(to: ["/bin/sleep", "600"]))
    #expect(kill(standIn.pid, SIGKILL) == 0)
    #expect(try await standIn.exit(timeout: 5) == 128 + SIGKILL)

    let gone = await LeftoverProcesses.waitUntilGone(everyone, timeout: 5)
    #expect(gone, "still running: \(everyone.filter(LeftoverProcesses.isRunning))")
    let socketGone = try await Polling.until(timeout: 5) {
      !FileManager.default.fileExists(atPath: socket)
    }
    #expect(socketGone, "the socket \(socket) is left")
    let stateGone = try await Polling.until(timeout: 5) {
      !FileManager.default.fileExists(atPath: state.path)
    }
    #expect(stateGone, "the state directory is left")
    #expect(try await watchdogProcess.exit(timeout: 5) == 0, "the watchdog ended")
  }
}
