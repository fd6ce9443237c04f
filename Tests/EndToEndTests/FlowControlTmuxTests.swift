import Foundation
import SpacesTestSupport
import Testing

/// Ctrl-S, a long paste and job control against the real binary in tmux: the terminal runs raw
/// (no XON/XOFF flow control, no signals from keys), and a termination signal ends the
/// dashboard within a second with the terminal restored, whatever the input did.
@Suite(
  "End to end: flow control, signals, suspend", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct FlowControlTmuxTests {
  /// How long a termination signal may take to end the dashboard, measured from `kill` to the
  /// pane printing the exit status (the goal is a second; tmux and a loaded machine add some).
  static let exitLimit: TimeInterval = 2

  @Test("Ctrl-S doesn't stop the screen; SIGTERM then ends the dashboard at once, ixon back")
  func controlS() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-xoff")
    let tmux = Tmux(name: "spaces-e2e-xoff-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path], afterExit: Tmux.printModes),
      width: 100, height: 30)
    try await tmux.waitFor("Violin")
    await tmux.send("C-s")
    await tmux.send("2")
    try await tmux.waitFor("[2 Lock", timeout: 10)
    let elapsed = try await terminate(tmux, binary: binary, state: state, signal: SIGTERM)
    #expect(elapsed < Self.exitLimit, "SIGTERM took \(elapsed) s")
    let (missing, screen) = try await TerminalModes.afterExit(in: tmux)
    #expect(missing.isEmpty, "modes not restored: \(missing)\n\(screen)")
  }

  @Test("100 KB of random bytes with ^S and ^Q in them, then SIGTERM: gone within a second")
  func randomPaste() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-paste")
    let tmux = Tmux(name: "spaces-e2e-paste-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path], afterExit: Tmux.printModes),
      width: 100, height: 30)
    try await tmux.waitFor("Violin")
    let paste = ScratchFiles.file("spaces-e2e-paste")
    defer { try? FileManager.default.removeItem(at: paste) }
    try Data(Self.randomBytes(count: 100_000)).write(to: paste)
    await tmux.run(["load-buffer", "-b", "abuse", paste.path])
    await tmux.run(["paste-buffer", "-d", "-r", "-b", "abuse", "-t", "e2e"])
    // All of it read before the signal: paste left in the terminal after the dashboard ended
    // would reach the shell, whose ^S would stop the modes' output.
    try await waitUntilInputIsRead(tmux)
    #expect(await !tmux.capture().contains("EXIT="), "the paste didn't end the dashboard")
    let elapsed = try await terminate(tmux, binary: binary, state: state, signal: SIGTERM)
    #expect(elapsed < Self.exitLimit, "SIGTERM took \(elapsed) s")
    let (missing, screen) = try await TerminalModes.afterExit(in: tmux)
    #expect(missing.isEmpty, "modes not restored: \(missing)\n\(screen)")
  }

  @Test("Ctrl-Z suspends with the terminal restored, `fg` brings the dashboard back, raw again")
  func suspendAndResume() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-suspend")
    let tmux = Tmux(name: "spaces-e2e-suspend-\(getpid())")
    // An interactive shell with job control, as a user's.
    try await tmux.start(
      command: "env PS1='READY$ ' TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
        + "bash --norc --noprofile -i",
      width: 100, height: 30)
    try await tmux.waitFor("READY$")
    // Alone on its line: in a list, the shell would go on to the next command at the stop.
    await tmux.send("-l", "'\(binary.path)' --state-dir '\(state.path)'")
    await tmux.send("Enter")
    try await tmux.waitFor("Violin")
    await tmux.send("C-z")
    try await tmux.waitFor("Stopped")
    let pane = Pane(tmux: tmux, target: "e2e")
    await tmux.send("-l", "stty -a; echo \(TerminalModes.end)")
    await tmux.send("Enter")
    try await pane.waitFor(count: 2, of: TerminalModes.end)  // the command line's, then the echo's
    let suspended = await tmux.captureJoined()
    let modes = suspended.components(separatedBy: "Stopped").last ?? suspended
    #expect(TerminalModes.missing(in: modes).isEmpty, "suspended with a raw terminal:\n\(modes)")
    await tmux.send("-l", "fg")
    await tmux.send("Enter")
    try await tmux.waitFor("Violin")
    await tmux.send("2")  // raw again: a key arrives without Enter
    try await tmux.waitFor("[2 Lock")
    await tmux.send("q")
    // The fourth prompt: after the dashboard's command line, `stty`'s and `fg`'s.
    try await pane.waitFor(count: 4, of: "READY$", timeout: 10)
    await tmux.send("-l", "echo EXIT=$?")
    await tmux.send("Enter")
    try await tmux.waitFor("EXIT=0")
  }

  /// Waits until the pane's terminal has held no unread input for half a second (`FIONREAD` on
  /// its device): tmux has written the whole paste and the dashboard has read it.
  private func waitUntilInputIsRead(_ tmux: Tmux, timeout: TimeInterval = 15) async throws {
    let device = await tmux.run(["display", "-p", "-t", "e2e", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let descriptor = open(device, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw Tmux.Timeout(waitingFor: "the pane's terminal \(device)", screen: "")
    }
    defer { close(descriptor) }
    var quietSince: ContinuousClock.Instant?
    let read = try await Polling.until(timeout: timeout, every: .milliseconds(50)) {
      var unread: Int32 = 0
      guard ioctl(descriptor, UInt(FIONREAD), &unread) == 0, unread == 0 else {
        quietSince = nil
        return false
      }
      let since = quietSince ?? .now
      quietSince = since
      return ContinuousClock.now - since >= .milliseconds(500)
    }
    guard read else {
      throw Tmux.Timeout(waitingFor: "the paste to be read", screen: await tmux.capture())
    }
  }

  /// Sends `signal` to the pane's dashboard and waits for its exit status, 128 + the signal;
  /// returns the seconds that took.
  private func terminate(_ tmux: Tmux, binary: URL, state: ScratchDirectory, signal: Int32)
    async throws -> TimeInterval
  {
    let pid = try await tmux.dashboardProcess(binary, stateDirectory: state.path)
    let start = Date()
    kill(pid, signal)
    try await tmux.waitFor("EXIT=\(128 + signal)", timeout: 10)
    return Date().timeIntervalSince(start)
  }

  /// Random bytes (a fixed seed) with plenty of ^S and ^Q, but none of the keys that end the
  /// dashboard by themselves (`q`, Ctrl-C) or suspend it (Ctrl-Z).
  static func randomBytes(count: Int) -> [UInt8] {
    var generator = SplitMix64(seed: 13)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      let byte = UInt8(truncatingIfNeeded: generator.next())
      guard byte != UInt8(ascii: "q"), byte != 0x03, byte != 0x1A else { continue }
      bytes.append(bytes.count % 97 == 0 ? 0x13 : bytes.count % 89 == 0 ? 0x11 : byte)
    }
    return bytes
  }
}
