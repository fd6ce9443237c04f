import Foundation
import SpacesStateServer
import Testing

/// A terminal that stops reading (a frozen emulator, a stalled link, output stopped by XOFF):
/// the dashboard's terminal thread blocks in `write(2)`, and a termination signal must still
/// end it within a second, with the terminal's modes and screen restored.
@Suite(
  "End to end: a terminal that stops reading",
  .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs Linux's /proc"))
struct BlockedTerminalTests {
  @Test(
    "SIGTERM while the terminal thread is stuck in write(2): exit 143 within a second, restored",
    arguments: [SIGTERM, SIGHUP])
  func terminationWhileWriteBlocks(signal: Int32) throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-blocked")
    defer { state.remove() }
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-e2e-blocked-\(UUID().uuidString).stderr")
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
    let pid = try ChildProcess.spawn(binary.path, ["--state-dir", state.path], options: options)
    var ended: Int32?
    defer {
      if ended == nil {
        kill(pid, SIGKILL)
        _ = ChildProcess.waitForExit(pid)
      }
    }
    // The first frame arrives; then the test stops reading and resizes until the terminal
    // thread is stuck writing a repaint.
    var shown: [UInt8] = []
    let started = Date()
    while !String(decoding: shown, as: UTF8.self).contains("Violin"),
      Date().timeIntervalSince(started) < 30
    {
      shown += terminal.readAvailable()
      Thread.sleep(forTimeInterval: 0.05)
    }
    try #require(String(decoding: shown, as: UTF8.self).contains("Violin"), "no first frame")
    var resizes = 0
    while !CursesThread.isBlockedWriting(pid), resizes < 400 {
      terminal.resize(width: resizes % 2 == 0 ? 199 : 200, height: 60)
      resizes += 1
      Thread.sleep(forTimeInterval: 0.05)
    }
    let standardError = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    try #require(
      CursesThread.isBlockedWriting(pid),
      "never blocked in write(2): \(CursesThread.describe(pid)); stderr: \(standardError)")

    let start = Date()
    kill(pid, signal)
    ended = Self.waitForExit(pid, timeout: 5)
    let elapsed = Date().timeIntervalSince(start)
    #expect(ended == 128 + signal, "exit status \(ended.map(String.init) ?? "none: still running")")
    #expect(elapsed < 1, "it took \(elapsed) s")
    #expect(Self.shellFlags(terminal.modes) == Self.shellFlags(shellModes), "modes restored")
    // What the terminal gets once it reads again ends with leaving the alternate screen.
    let tail = String(decoding: terminal.readAvailable(), as: UTF8.self)
    #expect(tail.contains("\u{1B}[?1049l"), "the alternate screen was left")
  }

  /// The flags of `modes` that raw mode turns off: canonical input, echo, signals; flow
  /// control and CR translation; output processing and newline translation.
  static func shellFlags(_ modes: termios) -> [tcflag_t] {
    [
      modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG), modes.c_iflag & tcflag_t(IXON | ICRNL),
      modes.c_oflag & tcflag_t(OPOST | ONLCR),
    ]
  }

  /// Waits for the child to end; its status (128 + a signal that ended it), or `nil` if it is
  /// still running after `timeout` seconds.
  static func waitForExit(_ pid: pid_t, timeout: TimeInterval) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
      if result < 0, errno != EINTR { return nil }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return nil
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
