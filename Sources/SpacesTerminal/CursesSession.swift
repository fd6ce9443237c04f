import CNCursesW
import Foundation
import SpacesRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One ncurses screen: every curses call the terminal makes, confined to its thread.
///
/// Not thread-safe by design: `NcursesTerminal` (and `CursesByteMeter`) create, use and close it
/// on one thread only (ncurses keeps global state and is not thread-safe).
final class CursesSession {
  /// Where a session draws.
  enum Device {
    /// The process's terminal: standard input and output (the interactive dashboard).
    case standardStreams
    /// The slave side of a pseudo-terminal the caller owns (measurements). The process's own
    /// terminal, the locale and the emergency restore are left alone; the caller sets the
    /// locale.
    case pseudoTerminal(slave: Int32)
  }

  /// What drawing one frame did.
  struct DrawResult {
    var cellsWritten: Int
    var cellsSkipped: Int
    var isFullRepaint: Bool
    /// The bytes ncurses passed to `write(2)` for the frame; `nil` where that can't be measured
    /// (see `ThreadWriteCounter`).
    var bytesWritten: Int?
  }

  /// The capabilities in effect (colour depth refined by the terminfo colour count).
  let capabilities: TerminalCapabilities

  private var screen: OpaquePointer?
  private let window: UnsafeMutablePointer<WINDOW>
  private let mapper: ColorMapper
  private let colorCount: Int32
  private let pairLimit: Int32
  private let hasDefaultColors: Bool
  private var pairs: [PairKey: Int32] = [:]
  private var nextPair: Int32 = 1
  private var pairsExhausted = false
  private var lastDrawn: Frame?
  private var lastReportedSize: (width: Int, height: Int)?
  private let attributeMasks: [(CellAttributes, attr_t)]
  /// Whether the session draws on the process's terminal (standard streams).
  private let drawsOnProcessTerminal: Bool
  /// The TTY modes to restore when the process ends abruptly (the shell's, saved before
  /// `newterm` and again after a suspend).
  private var shellModes: termios
  /// The bytes that undo the screen setup, for `EmergencyRestore`.
  private var restoreSequence: [UInt8] = []
  /// The FILEs this session opened (pseudo-terminal device), closed by `close()`.
  private var ownedFiles: [UnsafeMutablePointer<FILE>] = []
  /// The bytes this thread writes: created on, and used by, the session's thread only.
  private let writeCounter = ThreadWriteCounter()

  private struct PairKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// Whether the screen is still open.
  var isOpen: Bool { screen != nil }

  /// The screen size in columns and rows.
  var size: (width: Int, height: Int) {
    (Int(getmaxx(window)), Int(getmaxy(window)))
  }

  /// Sets up curses: locale, terminfo check, `newterm`, input and colour modes.
  ///
  /// Writes nothing to the terminal when it throws before `newterm`.
  init(capabilities requested: TerminalCapabilities, device: Device = .standardStreams)
    throws(TerminalError)
  {
    if case .standardStreams = device { setlocale(LC_ALL, "") }
    guard let term = requested.term, !term.isEmpty else { throw .unusableTerminal("") }
    var shellModes = termios()
    var files: [UnsafeMutablePointer<FILE>] = []
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    switch device {
    case .standardStreams:
      guard spaces_check_terminal(term, 1) == 1 else { throw .unusableTerminal(term) }
      tcgetattr(0, &shellModes)
      output = spaces_stdout()
      input = spaces_stdin()
    case .pseudoTerminal(let slave):
      guard spaces_check_terminal(term, slave) == 1 else { throw .unusableTerminal(term) }
      guard let writer = fdopen(dup(slave), "w") else {
        throw .initializationFailed("cannot open the pseudo-terminal for writing (errno \(errno))")
      }
      guard let reader = fdopen(dup(slave), "r") else {
        fclose(writer)
        throw .initializationFailed("cannot open the pseudo-terminal for reading (errno \(errno))")
      }
      output = writer
      input = reader
      files = [writer, reader]
      use_tioctl(true)  // the size is the pseudo-terminal's, whatever LINES/COLUMNS say
    }
    let created = newterm(term, output, input)
    if case .pseudoTerminal = device { use_tioctl(false) }
    guard let screen = created else {
      for file in files { fclose(file) }
      throw .initializationFailed("newterm failed for TERM=\(term)")
    }
    self.screen = screen
    self.shellModes = shellModes
    ownedFiles = files
    if case .standardStreams = device {
      drawsOnProcessTerminal = true
    } else {
      drawsOnProcessTerminal = false
    }
    set_term(screen)
    guard let window = spaces_stdscr() else {
      endwin()
      delscreen(screen)
      for file in files { fclose(file) }
      throw .initializationFailed("ncurses created no standard screen")
    }
    self.window = window

    // Raw, not cbreak: no flow control (a ^S in the input would stop the output, and the
    // process with it, until a ^Q), no signals from keys (Ctrl-C is the keymap's quit, Ctrl-Z
    // the terminal's suspend, Ctrl-\ nothing), no IEXTEN or BRKINT.
    raw()
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    nodelay(window, true)
    // A lone Escape counts after 25 ms, unless the user set ncurses' ESCDELAY (a slow link,
    // or a loaded machine whose terminal may split a mouse report's bytes).
    if getenv("ESCDELAY") == nil { set_escdelay(25) }
    curs_set(0)
    if case .standardStreams = device { _ = spaces_enable_mouse() }

    var capabilities = requested.refined(colors: 0)
    var defaults = false
    if !requested.noColor, requested.colorDepth != .none, has_colors() {
      start_color()
      defaults = use_default_colors() == OK
      capabilities = requested.refined(colors: Int(spaces_colors()))
    }
    self.capabilities = capabilities
    hasDefaultColors = defaults
    mapper = ColorMapper(depth: capabilities.colorDepth)
    colorCount = capabilities.colorDepth == .none ? 0 : spaces_colors()
    pairLimit = capabilities.colorDepth == .none ? 0 : spaces_color_pairs()
    attributeMasks = [
      (.bold, spaces_wa_bold()), (.dim, spaces_wa_dim()), (.italic, spaces_wa_italic()),
      (.underline, spaces_wa_underline()), (.reverse, spaces_wa_reverse()),
      // curses has no strikethrough: the nearest it draws is dimmed text.
      (.strikethrough, spaces_wa_dim()),
    ]

    if drawsOnProcessTerminal {
      restoreSequence = Self.restoreSequence()
      EmergencyRestore.arm(sequence: restoreSequence, shellModes: shellModes)
    }
    wclear(window)
    wnoutrefresh(window)
    doupdate()
  }

  /// Restores the terminal: cursor shown, `endwin`, screen freed. Idempotent.
  ///
  /// The emergency restore stays armed until `endwin` returned: a crash, or the termination
  /// deadline, while `endwin` is stuck writing still restores the terminal.
  func close() {
    guard let screen else { return }
    spaces_disable_mouse()
    curs_set(1)
    endwin()
    if drawsOnProcessTerminal { EmergencyRestore.disarm() }
    delscreen(screen)
    self.screen = nil
    for file in ownedFiles { fclose(file) }
    ownedFiles = []
  }

  // MARK: - Input

  /// Reads one pending input from ncurses without waiting: a byte (0…255, for
  /// `InputByteDecoder` to assemble into characters) or a key code; `nil` when there is none.
  func readInput() -> Int32? {
    guard isOpen else { return nil }
    let result = wgetch(window)
    return result == ERR ? nil : result
  }

  /// Reads the mouse event ncurses has after `KEY_MOUSE`; `nil` for one it doesn't report.
  func readMouse() -> MouseEvent? {
    guard isOpen else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    let kinds: [Int32: MouseEvent.Kind] = [1: .press, 2: .release, 3: .wheelUp, 4: .wheelDown]
    guard let kind = kinds[spaces_read_mouse(&x, &y)] else { return nil }
    return MouseEvent(x: Int(x), y: Int(y), kind: kind)
  }

  /// Records a resize: the next frame repaints everything. Returns the new size when it
  /// differs from the last one reported.
  func noteResize() -> (width: Int, height: Int)? {
    lastDrawn = nil
    return reportSizeIfChanged()
  }

  /// The current size when it differs from the last one reported (always true the first time).
  func reportSizeIfChanged() -> (width: Int, height: Int)? {
    let current = size
    if let last = lastReportedSize, last == current { return nil }
    lastReportedSize = current
    return current
  }

  // MARK: - Suspending

  /// Gives the terminal back for a suspend: `endwin` (the shell's modes, the alternate screen
  /// left, the cursor shown, mouse reporting off). `resume()` takes it again.
  func suspend() {
    guard isOpen else { return }
    endwin()
    if drawsOnProcessTerminal { EmergencyRestore.disarm() }
  }

  /// Takes the terminal again after `suspend()`: the modes the shell left become the ones to
  /// restore on exit (the user may have changed them meanwhile), and the screen is repainted.
  func resume() {
    guard isOpen else { return }
    var modes = termios()
    if drawsOnProcessTerminal, tcgetattr(0, &modes) == 0 {
      shellModes = modes
      def_shell_mode()
    }
    if drawsOnProcessTerminal {
      EmergencyRestore.arm(sequence: restoreSequence, shellModes: shellModes)
    }
    repaint()
  }

  /// Puts the program's modes back and repaints the whole screen with the last frame (after a
  /// suspend, or a SIGSTOP/SIGCONT that let the shell change the modes and draw on it).
  func repaint() {
    guard isOpen else { return }
    reset_prog_mode()
    if let frame = lastDrawn {
      lastDrawn = nil
      _ = draw(frame)
    } else {
      wclear(window)
      wnoutrefresh(window)
      doupdate()
    }
  }

  // MARK: - Drawing

  /// Draws a frame: only the runs that changed since the last drawn frame (everything after a
  /// size change or resize), clipped to the screen, then one `doupdate`.
  func draw(_ frame: Frame) -> DrawResult {
    guard isOpen else {
      return DrawResult(cellsWritten: 0, cellsSkipped: 0, isFullRepaint: false, bytesWritten: 0)
    }
    if pairsExhausted {
      // The pair table filled up last frame: start it over and repaint with fresh pairs.
      pairs.removeAll()
      nextPair = 1
      pairsExhausted = false
      lastDrawn = nil
    }
    let diff = FrameDiff(from: lastDrawn, to: frame)
    if diff.isFullRepaint { wclear(window) }
    let (columns, rows) = size
    var written = 0
    for run in diff.runs where run.y < rows {
      for (offset, cell) in run.cells.enumerated() where cell.width > 0 {
        let x = run.x + offset
        guard x < columns else { break }
        put(cell, x: x, y: run.y, columns: columns)
        written += 1
      }
    }
    wnoutrefresh(window)
    let before = writeCounter?.bytesWritten()
    doupdate()
    let after = writeCounter?.bytesWritten()
    lastDrawn = frame
    return DrawResult(
      cellsWritten: written, cellsSkipped: frame.cells.count - written,
      isFullRepaint: diff.isFullRepaint,
      bytesWritten: before.flatMap { before in after.map { $0 - before } })
  }

  /// Writes one cell with `setcchar` + `mvwadd_wch`. Where ncurses' idea of the width
  /// (wcwidth) disagrees with the frame's, writes something that keeps the columns aligned.
  private func put(_ cell: Cell, x: Int, y: Int, columns: Int) {
    let attributes = attributes(for: cell.style.attributes)
    let pair = pair(for: cell.style)
    var scalars = (cell.grapheme ?? " ").unicodeScalars.prefix(Int(CCHARW_MAX)).map {
      wchar_t(bitPattern: $0.value)
    }
    let cursesWidth = Int(wcwidth(scalars[0]))
    let fits = x + Int(cell.width) <= columns
    if !fits || cursesWidth < 1 || (cell.width == 1 && cursesWidth != 1) {
      scalars = [wchar_t(cell.width == 2 && fits ? 0x3F : 0x20)]  // "?" or a blank
    }
    if !addCell(scalars, x: x, y: y, attributes: attributes, pair: pair) {
      _ = addCell([wchar_t(0x3F)], x: x, y: y, attributes: attributes, pair: pair)
    }
    if cell.width == 2, fits, Int(wcwidth(scalars[0])) < 2 {
      // The terminal advances one column: blank the continuation column ourselves.
      _ = addCell([wchar_t(0x20)], x: x + 1, y: y, attributes: attributes, pair: pair)
    }
  }

  private func addCell(_ scalars: [wchar_t], x: Int, y: Int, attributes: attr_t, pair: Int32)
    -> Bool
  {
    var text = scalars
    text.append(0)
    var cell = cchar_t()
    let status = text.withUnsafeBufferPointer {
      spaces_setcchar(&cell, $0.baseAddress, attributes, pair)
    }
    guard status == OK else { return false }
    // ERR at the bottom-right corner only means the cursor could not advance.
    _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    return true
  }

  private func attributes(for attributes: CellAttributes) -> attr_t {
    var mask = spaces_wa_normal()
    for (attribute, bits) in attributeMasks where attributes.contains(attribute) {
      mask |= bits
    }
    return mask
  }

  /// The colour pair for a style, allocated on first use (pair 0 is default on default).
  private func pair(for style: CellStyle) -> Int32 {
    guard pairLimit > 0 else { return 0 }
    let key = PairKey(
      foreground: colorNumber(style.foreground, isForeground: true),
      background: colorNumber(style.background, isForeground: false))
    if hasDefaultColors, key.foreground == -1, key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard nextPair < pairLimit else {
      pairsExhausted = true
      return 0
    }
    let pair = nextPair
    guard init_extended_pair(pair, key.foreground, key.background) == OK else { return 0 }
    nextPair += 1
    pairs[key] = pair
    return pair
  }

  /// The curses colour number for a colour: -1 for the default (or white/black when the
  /// terminal has no default colours), a palette index, or a packed RGB value for direct
  /// colour.
  private func colorNumber(_ color: TerminalColor, isForeground: Bool) -> Int32 {
    switch mapper.map(color) {
    case .default:
      return hasDefaultColors ? -1 : Int32(isForeground ? COLOR_WHITE : COLOR_BLACK)
    case .indexed(let index):
      return Int32(index) < colorCount ? Int32(index) : Int32(index % 8)
    case .rgb(let r, let g, let b):
      return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
    }
  }

  /// The terminfo strings that undo the screen setup, for `EmergencyRestore`, after the xterm
  /// sequences that turn mouse reporting off (a crash must not leave the shell getting clicks).
  /// It starts with CAN, which ends an escape sequence a frame may have been cut off in.
  private static func restoreSequence() -> [UInt8] {
    var sequence: [UInt8] = Array("\u{18}\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = spaces_tigetstr(name) {
        sequence += Array(String(cString: value).utf8)
      }
    }
    return sequence
  }
}
