import Testing

@testable import SpacesTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct NcursesTerminalTests {
  /// Under `swift test` standard input/output are pipes or files: start must refuse before
  /// touching curses (so no escape codes reach the test log).
  @Test(.enabled(if: isatty(0) == 0 || isatty(1) == 0, "needs a non-TTY stdin or stdout"))
  func startThrowsNotATerminalWithoutATTY() {
    let capabilities = TerminalCapabilities(
      isTTY: false, term: "xterm-256color", colorDepth: .palette256, isUTF8: true)
    #expect(throws: TerminalError.notATerminal) {
      _ = try NcursesTerminal.start(capabilities: capabilities) { _ in }
    }
  }

  @Test func errorMessagesAreOneClearLine() {
    let messages = [
      TerminalError.notATerminal, .unusableTerminal(""), .unusableTerminal("dumb"),
      .initializationFailed("newterm failed"), .alreadyRunning,
    ].map(\.description)
    #expect(
      messages[0]
        == "spaces needs a terminal: standard input and output must be a TTY "
        + "(use `spaces snapshot` for headless output)")
    #expect(messages[1].contains("TERM is not set"))
    #expect(messages[2].contains("'dumb'"))
    for message in messages { #expect(!message.contains("\n")) }
  }
}
