import Foundation
import Testing

/// The real `spaces` binary in a real terminal (tmux): start, toggle, watch the countdown,
/// quit, and check the terminal was restored.
@Suite("End to end in tmux", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct TmuxSessionTests {
  @Test("toggle the timer, see the Lock Screen countdown move, quit with a sane tty")
  func timerSession() throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = ScratchDirectory("spaces-e2e")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(
        binary, ["--state-dir", state.path], afterExit: "stty -a; echo STTY-DONE; "),
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
    let state = ScratchDirectory("spaces-e2e-clock")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-clock-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(binary, ["--speed", "60", "--state-dir", state.path]),
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
    let state = ScratchDirectory("spaces-e2e-locked")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-locked-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 100, height: 30)
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
    let state = ScratchDirectory("spaces-e2e-nt")
    defer { state.remove() }
    let run = try Spawn.run(binary, ["--state-dir", state.path])
    let stdout = run.stdout
    let stderr = run.stderr
    #expect(run.status != 0)
    #expect(stdout.isEmpty)
    #expect(!stderr.contains("\u{1B}"))
    #expect(stderr.contains("terminal"))
  }
}
