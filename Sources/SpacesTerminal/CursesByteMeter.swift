import Foundation
import SpacesRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the bytes the ncurses backend writes per frame, by drawing into a pseudo-terminal.
///
/// It opens a pseudo-terminal of a given size and starts curses on its slave side with the
/// very session code `NcursesTerminal` runs on standard output (`newterm`, the same modes,
/// colour pairs and per-frame diff with one `doupdate`), then reads the master side, where a
/// terminal emulator would receive the bytes. `draw(_:)` returns how many bytes one frame
/// took. Nothing is estimated; the process's own terminal is never touched.
///
/// For benchmarks and tests. Curses is not thread-safe: create, use and close a meter on one
/// thread, and not while an `NcursesTerminal` runs (`init` throws `.alreadyRunning` then, and a
/// terminal refuses to start while a meter is open). The locale's character type is set to
/// UTF-8 while the meter is open when the capabilities ask for UTF-8, and restored by `close()`.
package final class CursesByteMeter {
  /// What drawing one frame cost.
  package struct Draw: Equatable, Sendable {
    /// The bytes that reached the terminal (read from the pseudo-terminal's master side).
    package var bytes: Int
    /// The bytes curses passed to `write(2)`, measured the way `NcursesTerminal` measures
    /// `TerminalStatistics.bytesWritten`; `nil` where that can't be measured.
    package var bytesWritten: Int?
    /// The cells written (the rest were unchanged).
    package var cellsWritten: Int
    /// Whether the whole screen was repainted.
    package var isFullRepaint: Bool
  }

  /// The capabilities of a common modern terminal: `xterm-256color`, 256 colours, UTF-8.
  package static let xterm256 = TerminalCapabilities(
    isTTY: true, term: "xterm-256color", colorDepth: .palette256, isUTF8: true)

  /// The signals ncurses takes over in `newterm`, put back by `close()`.
  private static let cursesSignals: [Int32] = [SIGINT, SIGTERM, SIGTSTP, SIGWINCH]

  /// The screen width in cells.
  package let width: Int
  /// The screen height in cells.
  package let height: Int
  /// The bytes curses wrote while starting (before the first frame).
  package private(set) var setupBytes = 0

  private let terminal: PseudoTerminal
  private var session: CursesSession?
  private let owner: pthread_t
  private var savedLocale: String?
  private var savedSignals: [(Int32, sigaction)] = []
  /// Whether this meter holds curses (until `close()`).
  private var isOpen = true

  /// Opens a pseudo-terminal of `width` × `height` cells and starts curses on it.
  ///
  /// - Throws: `TerminalError.alreadyRunning` while curses is in use in this process,
  ///   `.unusableTerminal(term)` when terminfo doesn't know the capabilities' `TERM`,
  ///   `.initializationFailed(reason)` when the pseudo-terminal or curses can't be set up.
  package init(width: Int, height: Int, capabilities: TerminalCapabilities = xterm256)
    throws(TerminalError)
  {
    guard
      NcursesTerminal.running.compareExchange(
        expected: false, desired: true, ordering: .acquiringAndReleasing
      ).exchanged
    else { throw .alreadyRunning }
    self.width = width
    self.height = height
    owner = pthread_self()
    do {
      terminal = try PseudoTerminal(width: width, height: height)
    } catch {
      NcursesTerminal.running.store(false, ordering: .releasing)
      throw error
    }
    savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    setlocale(LC_CTYPE, "")
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) }
    if capabilities.isUTF8, !TerminalCapabilities.isUTF8(codeset: codeset) {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    savedSignals = Self.cursesSignals.map { signo in
      var action = sigaction()
      sigaction(signo, nil, &action)
      return (signo, action)
    }
    do throws(TerminalError) {
      let session = try CursesSession(
        capabilities: capabilities, device: .pseudoTerminal(slave: terminal.slave))
      self.session = session
      setupBytes = terminal.bytesUntilMark() ?? 0
      let size = session.size
      guard size.width == width, size.height == height else {
        throw TerminalError.initializationFailed(
          "the pseudo-terminal is \(size.width)×\(size.height), not \(width)×\(height)")
      }
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  /// The capabilities in effect (colour depth refined by the terminfo entry).
  package var capabilities: TerminalCapabilities? { session?.capabilities }

  /// Draws a frame as `NcursesTerminal` would after the previous one, and counts its bytes.
  ///
  /// Returns `nil` when the meter is closed or the bytes did not arrive within 5 seconds.
  package func draw(_ frame: Frame) -> Draw? {
    precondition(pthread_equal(owner, pthread_self()) != 0, "CursesByteMeter used off its thread")
    guard let session, session.isOpen else { return nil }
    let result = session.draw(frame)
    guard let bytes = terminal.bytesUntilMark() else { return nil }
    return Draw(
      bytes: bytes, bytesWritten: result.bytesWritten, cellsWritten: result.cellsWritten,
      isFullRepaint: result.isFullRepaint)
  }

  /// Forgets what the screen shows, as a resize does: the next frame repaints everything.
  package func repaintNext() {
    precondition(pthread_equal(owner, pthread_self()) != 0, "CursesByteMeter used off its thread")
    _ = session?.noteResize()
  }

  /// Ends curses, closes the pseudo-terminal, and puts the locale and signal handlers back.
  /// Idempotent.
  package func close() {
    guard isOpen else { return }
    isOpen = false
    session?.close()
    session = nil
    terminal.close()
    for (signo, action) in savedSignals {
      var action = action
      sigaction(signo, &action, nil)
    }
    savedSignals = []
    if let savedLocale { setlocale(LC_CTYPE, savedLocale) }
    savedLocale = nil
    NcursesTerminal.running.store(false, ordering: .releasing)
  }
}
