/// Why the terminal backend could not start.
///
/// Each case describes itself in one line that a user can act on; the `spaces` executable
/// prints it and exits non-zero.
package enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or standard output is not a TTY (piped, redirected, or run under CI).
  case notATerminal
  /// `TERM` is unset, unknown to terminfo, or lacks cursor addressing (e.g. `dumb`).
  case unusableTerminal(String)
  /// ncurses could not set up the screen, or a system resource the backend needs failed.
  case initializationFailed(String)
  /// Another `NcursesTerminal` (or a `CursesByteMeter`) is already using curses in this process.
  case alreadyRunning

  package var description: String {
    switch self {
    case .notATerminal:
      "spaces needs a terminal: standard input and output must be a TTY "
        + "(use `spaces snapshot` for headless output)"
    case .unusableTerminal(let term) where term.isEmpty:
      "spaces needs a terminal type: TERM is not set "
        + "(e.g. TERM=xterm-256color, or use `spaces snapshot` for headless output)"
    case .unusableTerminal(let term):
      "spaces cannot use terminal type '\(term)': terminfo does not know it or it cannot "
        + "move the cursor (try TERM=xterm-256color, or use `spaces snapshot` for headless output)"
    case .initializationFailed(let reason):
      "spaces could not initialize the terminal: \(reason)"
    case .alreadyRunning:
      "spaces could not start the terminal: another terminal session is already running"
    }
  }
}
