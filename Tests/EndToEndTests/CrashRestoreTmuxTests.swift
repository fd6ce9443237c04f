import Foundation
import Testing

/// Crashes of the real binary in tmux, with Swift's backtracer as a user has it (no
/// `SWIFT_BACKTRACE` in the environment): the terminal is restored before the crash report,
/// the report is printed on the shell's screen (not over the dashboard, not waiting for a
/// key), and the process ends with the signal.
@Suite(
  "End to end: crashes restore the terminal", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct CrashRestoreTmuxTests {
  /// A way to crash, and the status the shell sees (128 + the signal).
  struct Crash: CustomTestStringConvertible, Sendable {
    /// `kill -<signal>`, or `--crash-for-testing <kind>` (a real fault or a Swift trap).
    var signal: Int32?
    var kind: String?
    var status: Int32

    var testDescription: String {
      if let kind { return "--crash-for-testing \(kind)" }
      return "kill -\(signal ?? 0)"
    }

    static func sent(_ signal: Int32) -> Crash { Crash(signal: signal, status: 128 + signal) }
  }

  #if arch(arm64)
    static let trapStatus = 128 + SIGTRAP
  #else
    static let trapStatus = 128 + SIGILL
  #endif

  static let crashes: [Crash] = [
    .sent(SIGILL), .sent(SIGTRAP), .sent(SIGSEGV), .sent(SIGBUS), .sent(SIGFPE), .sent(SIGABRT),
    .sent(SIGQUIT), Crash(kind: "trap", status: trapStatus),
    Crash(kind: "segfault", status: 128 + SIGSEGV),
  ]

  @Test(
    "the crash report is printed on a restored terminal, and the process ends",
    arguments: crashes)
  func crash(_ crash: Crash) async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-crash")
    let tmux = Tmux(name: "spaces-e2e-crash-\(getpid())")
    var arguments = ["--state-dir", state.path]
    if let kind = crash.kind { arguments += ["--crash-for-testing", kind] }
    try await tmux.start(
      command: Tmux.command(
        binary, arguments, unsetting: ["SWIFT_BACKTRACE"], afterExit: Tmux.printModes),
      width: 100, height: 30)
    try await tmux.waitFor("Violin")
    if let signal = crash.signal {
      kill(try await tmux.dashboardProcess(binary, stateDirectory: state.path), signal)
    }
    // The report takes a few seconds (symbols of a debug build); an interactive one would
    // wait 30 s for a key first.
    try await tmux.waitFor("EXIT=\(crash.status)", timeout: 60)
    let (missing, screen) = try await TerminalModes.afterExit(in: tmux)
    #expect(missing.isEmpty, "modes not restored: \(missing)\n\(screen)")
    #expect(screen.contains("Program crashed"), "the crash report was printed:\n\(screen)")
    #expect(!screen.contains("to interact"), "the report didn't wait for a key:\n\(screen)")
    #expect(!screen.contains("Violin"), "the dashboard's screen was left:\n\(screen)")
  }
}
