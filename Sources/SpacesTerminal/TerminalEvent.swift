import SpacesEngine

/// Something the terminal reports to the run loop, in the order it happened.
package enum TerminalEvent: Hashable, Sendable {
  /// A decoded key press.
  case key(KeyEvent)
  /// The terminal's size, in columns and rows: sent once at start and after every resize.
  case resize(width: Int, height: Int)
  /// SIGINT, SIGTERM or SIGHUP arrived. The run loop should call `stop()` and exit with
  /// 128 + the signal number.
  case signal(Int32)
  /// Standard input reached end of file or failed; no more keys will arrive.
  case inputClosed
  /// A click or wheel step (where the terminal reports the mouse).
  case mouse(MouseEvent)
}
