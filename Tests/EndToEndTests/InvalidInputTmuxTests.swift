import Foundation
import Testing

/// Bytes that aren't UTF-8, from the real binary in tmux: never the end of input, never
/// swallowing the keys after them, U+FFFD in a text field.
@Suite(
  "End to end: invalid input", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct InvalidInputTmuxTests {
  @Test("0xFF three times doesn't quit; a key right after 0xFF counts; Latin-1 é types �")
  func invalidUTF8() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-utf8")
    let tmux = Tmux(name: "spaces-e2e-utf8-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path], afterExit: Tmux.printModes),
      width: 100, height: 30)
    try await tmux.waitFor("Violin")
    for _ in 0..<3 {
      await tmux.send("-H", "ff")
      try await Task.sleep(for: .milliseconds(200))  // three reads, not one
    }
    await tmux.send("2")
    try await tmux.waitFor("[2 Lock", timeout: 10)
    #expect(await !tmux.capture().contains("EXIT="))
    // One write: an invalid byte, then "1".
    await tmux.send("-H", "ff", "31")
    try await tmux.waitFor("[1 Control", timeout: 10)
    // The Siri bar: "a", Latin-1 é (0xE9, not UTF-8), "b".
    await tmux.send("/")
    try await tmux.waitFor("Siri")
    await tmux.send("-l", "a")
    await tmux.send("-H", "e9")
    await tmux.send("-l", "b")
    try await tmux.waitFor("a\u{FFFD}b", timeout: 10)
    // Ctrl-C is a key now (the terminal is raw): it quits, from the text field too.
    await tmux.send("C-c")
    try await tmux.waitFor("EXIT=0")
    let (missing, screen) = try await TerminalModes.afterExit(in: tmux)
    #expect(missing.isEmpty, "modes not restored: \(missing)\n\(screen)")
  }
}
