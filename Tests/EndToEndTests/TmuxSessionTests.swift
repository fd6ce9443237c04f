import Foundation
import Testing

/// The real `spaces` binary in a real terminal (tmux): start, toggle, watch the countdown,
/// quit, and check the terminal was restored.
@Suite(
  "End to end in tmux", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .teardown, .takesTurns)
struct TmuxSessionTests {
  @Test("toggle the timer, see the Lock Screen countdown move, quit with a sane tty")
  func timerSession() async throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = ScratchDirectory("spaces-e2e")
    let tmux = Tmux(name: "spaces-e2e-\(getpid())")
    try await tmux.start(
      command: Tmux.command(
        binary, ["--state-dir", state.path], afterExit: "stty -a; echo STTY-DONE; "),
      width: 100, height: 30)

    try await tmux.waitFor("Violin")
    try await tmux.waitFor("Work")
    #expect(await tmux.capture().contains("Stopped"))
    await tmux.send("Enter")
    try await tmux.waitFor("Running")

    await tmux.send("2")
    let first = try await tmux.waitForMatch(#"(2[45]:[0-5][0-9])"#)
    // The countdown moves: a frame shows another time (the seconds tick within 2 s).
    let second = try await tmux.waitForMatch(#"2[45]:[0-5][0-9]"#, other: first)
    #expect(first != second, "the countdown moved: \(first) → \(second)")

    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    // Read the tty modes only once stty has printed them all.
    try await tmux.waitFor("STTY-DONE")
    let after = await tmux.capture()
    #expect(
      after.range(of: #"(^|\s)icanon"#, options: .regularExpression) != nil,
      "icanon restored:\n\(after)")
    #expect(
      after.range(of: #"(^|\s)echo(\s|$)"#, options: .regularExpression) != nil,
      "echo restored:\n\(after)")
  }

  @Test("--speed 60: the status bar says 60×; p pauses the countdown, . jumps to the timer's end")
  func clockSession() async throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = ScratchDirectory("spaces-e2e-clock")
    let tmux = Tmux(name: "spaces-e2e-clock-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--speed", "60", "--state-dir", state.path]),
      width: 100, height: 30)
    try await tmux.waitFor("Work")
    try await tmux.waitFor("60×")
    await tmux.send("Enter")
    try await tmux.waitFor("Running")
    await tmux.send("2")
    try await tmux.waitFor("Work Timer")
    await tmux.send("p")
    try await tmux.waitFor("⏸ 60×")
    let first = try await tmux.waitForMatch(#"(\d?\d:[0-5][0-9]) │"#)
    // Paused, nothing on screen changes: 1.5 s (a tick and a half) to see it stand still.
    try await Task.sleep(for: .milliseconds(1500))
    let second = try await tmux.waitForMatch(#"(\d?\d:[0-5][0-9]) │"#)
    #expect(first == second, "paused: the countdown stands still (\(first) → \(second))")
    // `.` fires the earliest deadline: the timer's end, unless something comes before it (the
    // date line's midnight, when the test starts within the timer's 25 minutes of it). The
    // timer ends within a few jumps: its Live Activity goes.
    var jumps = 0
    var ended = false
    while !ended, jumps < 4 {
      await tmux.send(".")
      jumps += 1
      ended = (try? await tmux.waitForAbsence(of: "Work Timer", timeout: jumps < 3 ? 3 : 10)) != nil
    }
    #expect(await !tmux.capture().contains("Work Timer"), "the timer ended after \(jumps) jumps")
    #expect(await tmux.capture().contains("⏸ 60×"), "still paused after the jump")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("the System app's controls; L locks: Do Not Disturb is redacted, Timer asks to unlock")
  func lockedSession() async throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = ScratchDirectory("spaces-e2e-locked")
    let tmux = Tmux(name: "spaces-e2e-locked-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 100, height: 30)
    try await tmux.waitFor("Violin")
    // Focus Do Not Disturb (four on from Work in the grid's order: Violin, Break Reminders,
    // Log Break) and turn it on; its status shows.
    for _ in 0..<4 { await tmux.send("Tab") }
    await tmux.send("Enter")
    try await tmux.waitFor("Notifications silenced")
    await tmux.send("L")
    try await tmux.waitFor("••••")
    // Timer (three further on) needs the device unlocked.
    for _ in 0..<3 { await tmux.send("Tab") }
    await tmux.send("Enter")
    try await tmux.waitFor("Unlock to Open Timer")
    await tmux.send("Enter")
    try await tmux.waitFor("opening Clock")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("no terminal: a clear message, a non-zero exit, no escape codes")
  func noTerminal() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-nt")
    let run = try await Spawn.run(binary, ["--state-dir", state.path])
    let stdout = run.stdout
    let stderr = run.stderr
    #expect(run.status != 0)
    #expect(stdout.isEmpty)
    #expect(!stderr.contains("\u{1B}"))
    #expect(stderr.contains("terminal"))
  }
}
