import Foundation
import SpacesStateServer
import Testing

/// A terminal that stops reading (a frozen emulator, a stalled link, output stopped by XOFF):
/// the dashboard's terminal thread blocks in `write(2)`, and a termination signal must still
/// end it within a second, with the terminal's modes and screen restored.
@Suite(
  "End to end: a terminal that stops reading",
  .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs Linux's /proc"),
  .teardown, .takesTurns)
struct BlockedTerminalTests {
  @Test(
    "SIGTERM while the terminal thread is stuck in write(2): exit 143 within a second, restored",
    arguments: [SIGTERM, SIGHUP])
  func terminationWhileWriteBlocks(signal: Int32) async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-blocked")
    let errors = ScratchFiles.file("spaces-e2e-blocked", suffix: ".stderr")
    defer { try? FileManager.default.removeItem(at: errors) }
    let terminal = try PseudoTerminalPair(width: 200, height: 60)
    defer { terminal.close() }
    let shellModes = terminal.modes

    var options = ChildProcess.Options()
    options.standardInput = .file(terminal.slavePath)
    options.standardOutput = .file(terminal.slavePath)
    options.standardError = .file(errors.path)
    options.newSession = true  // the pseudo-terminal becomes its controlling terminal
    options.environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "SWIFT_BACKTRACE": "interactive=no",
    ]
    let child = SpawnedChild(
      pid: try ChildProcess.spawn(binary.path, ["--state-dir", state.path], options: options))
    let pid = child.pid
    // The first frame arrives; then the test stops reading and resizes until the terminal
    // thread is stuck writing a repaint.
    var shown: [UInt8] = []
    _ = try await Polling.until(timeout: 30, every: .milliseconds(50)) {
      shown += terminal.readAvailable()
      return String(decoding: shown, as: UTF8.self).contains("Violin")
    }
    try #require(String(decoding: shown, as: UTF8.self).contains("Violin"), "no first frame")
    // Until it blocks, or a minute passes: on a loaded machine (a parallel build, other
    // suites) the dashboard can take many seconds to fall behind; 400 tries was not enough.
    var resizes = 0
    let giveUp = ContinuousClock.now + .seconds(60)
    while !CursesThread.isBlockedWriting(pid), ContinuousClock.now < giveUp {
      terminal.resize(width: resizes % 2 == 0 ? 199 : 200, height: 60)
      resizes += 1
      try await Task.sleep(for: .milliseconds(50))
    }
    let standardError = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    try #require(
      CursesThread.isBlockedWriting(pid),
      "never blocked in write(2) after \(resizes) resizes: \(CursesThread.describe(pid)); stderr: \(standardError)"
    )

    let start = ContinuousClock.now
    kill(pid, signal)
    let (ended, elapsed) = await child.timedExit(since: start, timeout: 5)
    #expect(ended == 128 + signal, "exit status \(ended.map(String.init) ?? "none: still running")")
    #expect(elapsed < 1, "it took \(elapsed) s")
    // What the dashboard said on its way out, should the terminal not be restored.
    let log =
      (try? String(contentsOf: state.url.appendingPathComponent("spaces.log"), encoding: .utf8))
      ?? ""
    let said =
      "stderr: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")\nlog: \(log.suffix(2000))"
    #expect(
      Self.shellFlags(terminal.modes) == Self.shellFlags(shellModes), "modes restored; \(said)")
    // What the terminal gets once it reads again ends with leaving the alternate screen.
    let tail = String(decoding: terminal.readAvailable(), as: UTF8.self)
    #expect(tail.contains("\u{1B}[?1049l"), "the alternate screen was left; \(said)")
  }

  /// The flags of `modes` that raw mode turns off: canonical input, echo, signals; flow
  /// control and CR translation; output processing and newline translation.
  static func shellFlags(_ modes: termios) -> [tcflag_t] {
    [
      modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG), modes.c_iflag & tcflag_t(IXON | ICRNL),
      modes.c_oflag & tcflag_t(OPOST | ONLCR),
    ]
  }

}

/// The dashboard's terminal thread ("spaces.curses"), seen from `/proc`.
enum CursesThread {
  /// Whether the thread sleeps in the kernel's terminal write (its output buffer full).
  static func isBlockedWriting(_ pid: pid_t) -> Bool {
    guard let wait = wchan(pid) else { return false }
    return wait.contains("tty_write") || wait.contains("wait_woken")
  }

  /// Where the thread sleeps in the kernel (`wchan`), or `nil` when there is no such thread.
  static func wchan(_ pid: pid_t) -> String? {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for task in tasks {
      let directory = "/proc/\(pid)/task/\(task)"
      guard
        let name = try? String(contentsOfFile: "\(directory)/comm", encoding: .utf8),
        name.hasPrefix("spaces.curses")
      else { continue }
      return try? String(contentsOfFile: "\(directory)/wchan", encoding: .utf8)
    }
    return nil
  }

  /// The thread's `wchan`, or what the process's threads are, for a failure message.
  static func describe(_ pid: pid_t) -> String {
    if let wait = wchan(pid) { return "spaces.curses in \(wait)" }
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    let names = tasks.compactMap {
      try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)
    }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone"
    return "no spaces.curses thread among \(names) of \(pid) (\(stat))"
  }
}
