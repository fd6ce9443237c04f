import Dispatch
import Foundation
import SpacesRender
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal backend: draws frames with ncursesw and reports keys, resizes and
/// signals.
///
/// Every curses call happens on one thread the terminal owns. That thread sleeps in `poll()`
/// on standard input and a wake pipe with no timeout, so an idle dashboard causes no wakeups
/// (only a character or escape sequence cut short waits 50 ms for its rest). It wakes for
/// input (decoded by `InputByteDecoder` and delivered in order through `onEvent`), for a new
/// frame from `present(_:)` (drawn as a diff against the last drawn frame, one `doupdate` per
/// frame), for SIGINT/SIGTERM/SIGHUP (delivered as `.signal`; `TerminationDeadline` ends the
/// process if that can't happen in time), for SIGWINCH (delivered as `.resize`), for
/// SIGTSTP and Ctrl-Z (it suspends the process with the terminal restored, and repaints when
/// continued), for SIGCONT, and for `stop()`.
///
/// The terminal runs raw: no flow control, and keys send no signals (Ctrl-C is a key the
/// keymap quits on; Ctrl-Z is handled here, as the terminal's suspend character would be).
///
/// `onEvent` runs on the terminal's thread: keep it short (hand the event to the run loop).
/// It may call `present(_:)` and `stop()`.
///
/// One terminal runs per process at a time (signal handlers are process-wide).
package final class NcursesTerminal: TerminalBackend {
  private struct State {
    var pendingFrame: Frame?
    var statistics = TerminalStatistics()
    var stopRequested = false
    var startError: TerminalError?
    var capabilities: TerminalCapabilities
    var ownerThread: pthread_t?
  }

  /// The session, touched only by the terminal's own thread.
  private final class Confined: @unchecked Sendable {
    var session: CursesSession?
    var savedActions: [SignalRelay.SavedActions] = []
    var decoder = InputByteDecoder()
    var decoded: [InputDecoder.Decoded] = []
    /// When the decoder's incomplete character or sequence is given up on.
    var pendingDeadline: ContinuousClock.Instant?
    /// Whether Ctrl-Z suspends (not where the shell started the dashboard with SIGTSTP
    /// ignored).
    var suspends = true
  }

  /// How long a character or escape sequence cut short waits for its rest.
  static let pendingInputTimeout: Duration = .milliseconds(50)

  /// Whether curses is in use in this process: a terminal is running, or a `CursesByteMeter`
  /// is open. Curses keeps global state, so only one of them may use it at a time.
  static let running = Atomic<Bool>(false)

  private let state: Mutex<State>
  private let confined = Confined()
  private let onEvent: @Sendable (TerminalEvent) -> Void
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let finished = DispatchGroup()

  private init(
    capabilities: TerminalCapabilities, wakeRead: Int32, wakeWrite: Int32,
    onEvent: @escaping @Sendable (TerminalEvent) -> Void
  ) {
    state = Mutex(State(capabilities: capabilities))
    self.wakeRead = wakeRead
    self.wakeWrite = wakeWrite
    self.onEvent = onEvent
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// Takes over the terminal and starts the terminal thread.
  ///
  /// Checks, before writing anything: standard input and output are TTYs, `TERM` names a
  /// terminfo entry with cursor addressing. Then, on the terminal thread: `setlocale`,
  /// `newterm` (never `initscr`, which exits the process on failure), raw, noecho, keypad,
  /// nonl, hidden cursor, a 25 ms escape delay, and colours (`start_color`,
  /// `use_default_colors`) unless `NO_COLOR` or a colourless terminal. Returns once that
  /// succeeded, after which the first event delivered is `.resize` with the current size.
  ///
  /// - Throws: `TerminalError.notATerminal`, `.unusableTerminal(term)`,
  ///   `.initializationFailed(reason)` or `.alreadyRunning`.
  package static func start(
    capabilities: TerminalCapabilities,
    onEvent: @escaping @Sendable (TerminalEvent) -> Void
  ) throws -> NcursesTerminal {
    guard isatty(0) != 0, isatty(1) != 0 else { throw TerminalError.notATerminal }
    guard let term = capabilities.term, !term.isEmpty, term != "dumb" else {
      throw TerminalError.unusableTerminal(capabilities.term ?? "")
    }
    guard
      running.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { throw TerminalError.alreadyRunning }
    // Exits that bypass `stop()` (a crash, `exit()`) still restore the terminal.
    EmergencyRestore.installHandlers()

    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else {
      running.store(false, ordering: .releasing)
      throw TerminalError.initializationFailed("cannot create a pipe (errno \(errno))")
    }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    let terminal = NcursesTerminal(
      capabilities: capabilities, wakeRead: descriptors[0], wakeWrite: descriptors[1],
      onEvent: onEvent)
    let started = DispatchSemaphore(value: 0)
    terminal.finished.enter()
    let thread = Thread { terminal.run(capabilities: capabilities, started: started) }
    thread.start()
    // Named once started: Foundation's `Thread.name` does nothing before `start()`, and set
    // from inside the thread it can lose a race with `start()`, leaving the spawning thread's
    // name ("…-qos.overcommit") in `ps`, `/proc` and crash reports.
    thread.name = "spaces.curses"
    started.wait()
    if let error = terminal.state.withLock({ $0.startError }) {
      terminal.finished.wait()
      throw error
    }
    return terminal
  }

  /// Shows a frame. Thread-safe.
  ///
  /// Only the latest frame is kept: a frame still waiting when a newer one arrives is dropped
  /// (counted in `statistics.framesDropped`). Ignored after `stop()`.
  package func present(_ frame: Frame) {
    let accepted = state.withLock { state in
      guard !state.stopRequested else { return false }
      state.statistics.framesPresented += 1
      if state.pendingFrame != nil { state.statistics.framesDropped += 1 }
      state.pendingFrame = frame
      return true
    }
    if accepted { wake() }
  }

  /// Restores the terminal (`endwin`, cursor shown, TTY modes back, signal handlers back) and
  /// ends the terminal thread. Idempotent and callable from any thread, including from
  /// `onEvent` and from the run loop after a `.signal` event (not from inside a signal
  /// handler). Returns when the terminal is restored, or after waiting 2 seconds for a
  /// terminal thread that is stuck in `onEvent`.
  package func stop() {
    let (alreadyRequested, onTerminalThread) = state.withLock { state in
      let already = state.stopRequested
      state.stopRequested = true
      state.pendingFrame = nil
      let onThread = state.ownerThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
      return (already, onThread)
    }
    if onTerminalThread {
      shutDown()
      return
    }
    if !alreadyRequested { wake() }
    _ = finished.wait(timeout: .now() + .seconds(2))
  }

  /// Counters about presented and drawn frames. Thread-safe.
  package var statistics: TerminalStatistics { state.withLock { $0.statistics } }

  /// The first SIGINT, SIGTERM or SIGHUP since the terminal started, or `nil`. Thread-safe;
  /// set by the signal handler itself, so a run loop busy with queued keys can stop at once.
  package var terminationSignal: Int32? {
    let signo = SpacesTerminal.terminationSignal.load(ordering: .sequentiallyConsistent)
    return signo == 0 ? nil : signo
  }

  /// The capabilities in effect: those passed to `start`, with the colour depth that the
  /// terminal's terminfo entry supports (`COLORS`).
  package var capabilities: TerminalCapabilities { state.withLock { $0.capabilities } }

  // MARK: - The terminal thread

  private func run(capabilities requested: TerminalCapabilities, started: DispatchSemaphore) {
    defer {
      Self.running.store(false, ordering: .releasing)
      finished.leave()
    }
    state.withLock { $0.ownerThread = pthread_self() }
    let originalActions = SignalRelay.currentActions()
    let session: CursesSession
    do {
      session = try CursesSession(capabilities: requested)
    } catch {
      state.withLock { $0.startError = error }
      started.signal()
      return
    }
    confined.session = session
    confined.suspends = !originalActions.ignores(SIGTSTP)
    confined.savedActions = [
      originalActions, SignalRelay.install(wakeDescriptor: wakeWrite, original: originalActions),
    ]
    state.withLock { $0.capabilities = session.capabilities }
    started.signal()

    if let size = session.reportSizeIfChanged() {
      onEvent(.resize(width: size.width, height: size.height))
    }
    loop(session)
    shutDown()
  }

  /// Restores the terminal; on the terminal thread only.
  private func shutDown() {
    guard let session = confined.session, session.isOpen else { return }
    session.close()
    SignalRelay.restore(confined.savedActions[0], confined.savedActions[1])
  }

  private var isStopping: Bool { state.withLock { $0.stopRequested } }

  private func loop(_ session: CursesSession) {
    var descriptors = [
      pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    var inputOpen = true
    var emptyReads = 0
    while !isStopping, session.isOpen {
      descriptors[0].fd = inputOpen ? 0 : -1
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      // No timeout (idle means asleep), unless a character or sequence waits for its rest.
      let ready = poll(&descriptors, 2, pendingInputTimeout())
      var resized = false
      if ready < 0 {
        guard errno == EINTR else {
          usleep(10_000)  // ENOMEM/EAGAIN: back off rather than spin
          continue
        }
        resized = true  // a signal interrupted us on this thread: ncurses may have KEY_RESIZE
      } else if ready == 0 {
        confined.decoder.flush(into: &confined.decoded)
        confined.pendingDeadline = nil
        deliverDecoded(session)
      }
      if descriptors[1].revents != 0 { drainWakePipe() }
      resized = deliverSignals(session) || resized
      if isStopping || !session.isOpen { break }

      let inputEvents = descriptors[0].revents
      if inputOpen, inputEvents != 0 || resized {
        let count = readInput(session)
        if !session.isOpen { break }
        if count > 0 { confined.pendingDeadline = nil }  // what waits now waits afresh
        if inputEvents != 0 {
          // Every byte counts as read, valid or not: only a real end of file or hang-up reads
          // nothing while poll says there is something to read.
          emptyReads = count == 0 ? emptyReads + 1 : 0
          let hungUp = inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
          if count == 0, hungUp || emptyReads >= 3 {
            inputOpen = false
            onEvent(.inputClosed)
          }
        }
      }
      if isStopping || !session.isOpen { break }
      drawPendingFrame(session)
    }
  }

  /// The `poll` timeout in milliseconds: -1 (none) unless the decoder waits for the rest of a
  /// character or sequence, then what is left of `pendingInputTimeout` since it began waiting.
  private func pendingInputTimeout() -> Int32 {
    guard confined.decoder.isWaiting else {
      confined.pendingDeadline = nil
      return -1
    }
    let deadline = confined.pendingDeadline ?? .now + Self.pendingInputTimeout
    confined.pendingDeadline = deadline
    let left = deadline - .now
    guard left > .zero else { return 0 }
    return Int32(
      left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000) + 1
  }

  /// Delivers pending SIGINT/SIGTERM/SIGHUP, suspends for SIGTSTP, repaints for SIGCONT;
  /// returns whether SIGWINCH arrived.
  private func deliverSignals(_ session: CursesSession) -> Bool {
    var resized = false
    for signo in SignalRelay.takePending() {
      switch signo {
      case SIGWINCH:
        resized = true
      case SIGTSTP:
        if terminationSignal == nil { suspend(session, signalingGroup: false) }
      case SIGCONT:
        session.repaint()
      default:
        onEvent(.signal(signo))
      }
    }
    return resized
  }

  /// Suspends the process with the terminal restored, then takes the terminal back and
  /// repaints (a resize while stopped arrives as SIGWINCH).
  private func suspend(_ session: CursesSession, signalingGroup: Bool) {
    session.suspend()
    SignalRelay.stopProcess(signalingGroup: signalingGroup)
    session.resume()
    SignalRelay.discard(SIGCONT)  // already repainted
    _ = raise(SIGWINCH)  // the size may have changed while stopped: ncurses reads it anew
  }

  /// Reads everything ncurses has and delivers what it decodes; returns how many bytes and
  /// key codes it read. Stops early once the process is ending (no point decoding a paste).
  private func readInput(_ session: CursesSession) -> Int {
    var count = 0
    while !isStopping, terminationSignal == nil, let input = session.readInput() {
      count += 1
      confined.decoder.decode(input, into: &confined.decoded)
      if !confined.decoded.isEmpty { deliverDecoded(session) }
      if !session.isOpen { break }
    }
    confined.decoder.pause(into: &confined.decoded)
    deliverDecoded(session)
    return count
  }

  /// Delivers the decoded inputs waiting in `confined.decoded`, in order.
  private func deliverDecoded(_ session: CursesSession) {
    let decoded = confined.decoded
    confined.decoded.removeAll(keepingCapacity: true)
    for input in decoded where session.isOpen {
      switch input {
      case .key(.control("z")):
        if confined.suspends { suspend(session, signalingGroup: true) }
      case .key(let key):
        onEvent(.key(key))
      case .resize:
        if let size = session.noteResize() {
          onEvent(.resize(width: size.width, height: size.height))
        }
      case .mouse:
        if let mouse = session.readMouse() { onEvent(.mouse(mouse)) }
      case .ignored:
        break
      }
    }
  }

  private func drawPendingFrame(_ session: CursesSession) {
    let frame = state.withLock { state -> Frame? in
      defer { state.pendingFrame = nil }
      return state.pendingFrame
    }
    guard let frame else { return }
    let result = session.draw(frame)
    state.withLock { state in
      state.statistics.framesDrawn += 1
      state.statistics.cellsWritten += result.cellsWritten
      state.statistics.cellsSkipped += result.cellsSkipped
      state.statistics.bytesWritten += result.bytesWritten ?? 0
      if result.isFullRepaint { state.statistics.fullRepaints += 1 }
    }
  }

  private func wake() {
    var byte: UInt8 = 0x57
    _ = write(wakeWrite, &byte, 1)  // a full pipe (EAGAIN) already means "wake up"
  }

  private func drainWakePipe() {
    var buffer = [UInt8](repeating: 0, count: 256)
    while read(wakeRead, &buffer, buffer.count) > 0 {}
  }
}
