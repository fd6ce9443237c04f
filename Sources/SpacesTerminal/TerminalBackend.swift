import SpacesRender

/// Where the run loop sends frames: the real terminal (`NcursesTerminal`) or a recorder
/// (`HeadlessTerminal`).
///
/// Implementations are thread-safe: `present(_:)`, `stop()` and `statistics` may be called
/// from any thread.
package protocol TerminalBackend: AnyObject, Sendable {
  /// Shows a frame. Backends may drop a frame that a newer one replaces before it is drawn.
  func present(_ frame: Frame)
  /// Stops the backend and restores the terminal. Idempotent.
  func stop()
  /// Counters about presented and drawn frames.
  var statistics: TerminalStatistics { get }
}
