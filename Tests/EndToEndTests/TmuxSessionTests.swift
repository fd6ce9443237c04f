import Foundation
import SpacesStateServer
import Testing

/// The real `spaces` binary in a real terminal (tmux): start, toggle, watch the countdown,
/// quit, and check the terminal was restored.
@Suite("End to end in tmux", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct TmuxSessionTests {
  @Test("toggle the timer, see the Lock Screen countdown move, quit with a sane tty")
  func timerSession() throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let tmux = Tmux(name: "spaces-e2e-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command:
        "env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(binary.path)' --state-dir '\(state.path)'; "
        + "echo EXIT=$?; stty -a; echo STTY-DONE; sleep 600",
      width: 100, height: 30)

    try tmux.waitFor("Violin")
    try tmux.waitFor("Work")
    #expect(tmux.capture().contains("Stopped"))
    tmux.send("Enter")
    try tmux.waitFor("Running")

    tmux.send("2")
    let first = try tmux.waitForMatch(#"(2[45]:[0-5][0-9])"#)
    Thread.sleep(forTimeInterval: 2.2)
    let second = try tmux.waitForMatch(#"(2[45]:[0-5][0-9])"#)
    #expect(first != second, "the countdown moved: \(first) → \(second)")

    tmux.send("q")
    try tmux.waitFor("EXIT=0")
    // Read the tty modes only once stty has printed them all.
    try tmux.waitFor("STTY-DONE")
    let after = tmux.capture()
    #expect(
      after.range(of: #"(^|\s)icanon"#, options: .regularExpression) != nil,
      "icanon restored:\n\(after)")
    #expect(
      after.range(of: #"(^|\s)echo(\s|$)"#, options: .regularExpression) != nil,
      "echo restored:\n\(after)")
  }

  @Test("--speed 60: the status bar says 60×; p pauses the countdown, . jumps to the timer's end")
  func clockSession() throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-e2e-clock-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let tmux = Tmux(name: "spaces-e2e-clock-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command:
        "env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(binary.path)' --speed 60 "
        + "--state-dir '\(state.path)'; echo EXIT=$?; sleep 600",
      width: 100, height: 30)
    try tmux.waitFor("Work")
    try tmux.waitFor("60×")
    tmux.send("Enter")
    try tmux.waitFor("Running")
    tmux.send("2")
    try tmux.waitFor("Work Timer")
    tmux.send("p")
    try tmux.waitFor("⏸ 60×")
    let first = try tmux.waitForMatch(#"(\d?\d:[0-5][0-9]) │"#)
    Thread.sleep(forTimeInterval: 1.5)
    let second = try tmux.waitForMatch(#"(\d?\d:[0-5][0-9]) │"#)
    #expect(first == second, "paused: the countdown stands still (\(first) → \(second))")
    tmux.send(".")
    let deadline = Date() + 10
    while tmux.capture().contains("Work Timer"), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(!tmux.capture().contains("Work Timer"), "the timer ended at its deadline")
    #expect(tmux.capture().contains("⏸ 60×"), "still paused after the jump")
    tmux.send("q")
    try tmux.waitFor("EXIT=0")
  }

  @Test("the System app's controls; L locks: Do Not Disturb is redacted, Timer asks to unlock")
  func lockedSession() throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-e2e-locked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let tmux = Tmux(name: "spaces-e2e-locked-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command:
        "env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(binary.path)' --state-dir '\(state.path)'; "
        + "echo EXIT=$?; sleep 600",
      width: 100, height: 30)
    try tmux.waitFor("Do Not Disturb")
    // Focus Do Not Disturb (the sixth control) and turn it on; its status shows.
    for _ in 0..<5 { tmux.send("Tab") }
    tmux.send("Enter")
    try tmux.waitFor("Notifications silenced")
    tmux.send("L")
    try tmux.waitFor("••••")
    // Timer (three further on) needs the device unlocked.
    for _ in 0..<3 { tmux.send("Tab") }
    tmux.send("Enter")
    try tmux.waitFor("Unlock to Open Timer")
    tmux.send("Enter")
    try tmux.waitFor("opening Clock")
    tmux.send("q")
    try tmux.waitFor("EXIT=0")
  }

  @Test("no terminal: a clear message, a non-zero exit, no escape codes")
  func noTerminal() throws {
    let binary = try #require(Tmux.spacesBinary)
    let run = try Spawn.run(
      binary,
      [
        "--state-dir",
        FileManager.default.temporaryDirectory.appendingPathComponent("spaces-e2e-nt").path,
      ])
    let stdout = run.stdout
    let stderr = run.stderr
    #expect(run.status != 0)
    #expect(stdout.isEmpty)
    #expect(!stderr.contains("\u{1B}"))
    #expect(stderr.contains("terminal"))
  }
}

/// A private tmux server for one test.
struct Tmux {
  let name: String

  static var isAvailable: Bool { which("tmux") != nil }

  /// The `spaces` binary built beside the test bundle.
  static var spacesBinary: URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("spaces")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  static func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    {
      let path = "\(dir)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs a tmux command and returns what it printed. Output goes through a file and the child
  /// is reaped with waitpid: a server started by new-session keeps inherited pipes open.
  @discardableResult
  func run(_ arguments: [String]) -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tmux-out-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let argv = ["tmux", "-L", name] + arguments
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The tmux server outlives the test: it must not hold the test process's sockets.
    InheritedDescriptors.closeAll(in: &actions)
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, Tmux.which("tmux")!, &actions, nil, &cArgs, environ) == 0 else {
      return ""
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  func start(command: String, width: Int, height: Int) throws {
    run([
      "-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
      command,
    ])
  }

  func send(_ keys: String...) { run(["send-keys", "-t", "e2e"] + keys) }

  func capture() -> String { run(["capture-pane", "-p", "-t", "e2e"]) }

  func kill() { run(["kill-server"]) }

  struct Timeout: Error, CustomStringConvertible {
    var waitingFor: String
    var screen: String
    var description: String { "timed out waiting for \(waitingFor); screen:\n\(screen)" }
  }

  func waitFor(_ text: String, timeout: TimeInterval = 15) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if capture().contains(text) { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Timeout(waitingFor: text, screen: capture())
  }

  func waitForMatch(_ pattern: String, timeout: TimeInterval = 15) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let screen = capture()
      if let range = screen.range(of: pattern, options: .regularExpression) {
        return String(screen[range])
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Timeout(waitingFor: pattern, screen: capture())
  }
}
