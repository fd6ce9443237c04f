import CNCursesW
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Best-effort terminal restoration for exits that never reach `NcursesTerminal.stop()`.
///
/// While a terminal runs, it *arms* this with the bytes that undo its screen setup (mouse
/// reporting off, `sgr0`, `cnorm`, `rmkx`, `rmcup` from terminfo) and the TTY modes saved
/// before `newterm`. `restoreNow(discardingPendingOutput:)` then writes those bytes and
/// `tcsetattr`s the modes back — async-signal-safe, unlike `endwin` — at most once:
/// - `atexit`: `exit()` called while the terminal is still running;
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS, SIGQUIT: crashes, including
///   Swift's `fatalError`, failed preconditions and force-unwraps of nil (which trap), and
///   those signals sent with `kill`. After restoring, the previous handler (Swift's
///   backtracer) is put back and the signal proceeds, so the crash report is printed on the
///   restored terminal and the exit status is unchanged;
/// - `TerminationDeadline`: a termination signal the run loop couldn't act on in time.
///
/// The write never blocks for long: output stopped by a ^S (`tcflow`) is restarted, and the
/// bytes are written without blocking, waiting at most `writeTimeoutMilliseconds` for a
/// terminal that doesn't read. When the process is ending anyway (the termination deadline),
/// the restore takes the terminal from the terminal thread first: it drops what the terminal
/// hasn't read, points standard output at /dev/null and interrupts the thread's `write`, so
/// the rest of its frame goes nowhere instead of after the restore sequence.
///
/// Not covered: SIGKILL, and the crash message the runtime prints *before* trapping, which
/// lands on the alternate screen and disappears with it.
enum EmergencyRestore {
  /// The signals that end the process with a crash report or a core dump.
  static let crashSignals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS, SIGQUIT,
  ]
  static let capacity = 512
  /// How long the restore waits, at most, for a terminal that doesn't take its bytes.
  static let writeTimeoutMilliseconds: Int32 = 200

  /// The number of armed bytes in `bytes`; 0 when disarmed. Taken (exchanged to 0) by the
  /// one handler that restores.
  static let armedLength = Atomic<Int>(0)
  /// Whether the handlers were installed.
  static let installed = Atomic<Bool>(false)

  // Fixed buffers allocated once and never freed: the handlers read them without locks.
  // Writers (`arm`) run only while disarmed, before the length is published with release.
  nonisolated(unsafe) static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  nonisolated(unsafe) static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 65)
  /// The thread that armed this (the terminal thread, which writes the frames).
  nonisolated(unsafe) static let writer = UnsafeMutablePointer<pthread_t>.allocate(capacity: 1)
  #if os(Linux)
    /// The kernel id of the thread that armed this: the handlers signal it with a plain
    /// `tgkill` (glibc's `pthread_kill` takes a lock, and is undefined on a thread that exited).
    static let writerThreadID = Atomic<Int32>(0)
  #endif

  /// Publishes the restore sequence and saved TTY modes for the handlers.
  static func arm(sequence: [UInt8], shellModes: termios) {
    _ = armedLength.exchange(0, ordering: .acquiringAndReleasing)
    let count = min(sequence.count, capacity)
    sequence.withUnsafeBufferPointer { bytes.update(from: $0.baseAddress!, count: count) }
    modes.initialize(to: shellModes)
    writer.initialize(to: pthread_self())
    #if os(Linux)
      writerThreadID.store(spaces_gettid(), ordering: .releasing)
    #endif
    armedLength.store(count, ordering: .releasing)
  }

  /// Withdraws the restore sequence (the terminal restored itself normally).
  static func disarm() {
    _ = armedLength.exchange(0, ordering: .acquiringAndReleasing)
  }

  /// Writes the restore sequence and puts the TTY modes back, if armed. Async-signal-safe.
  ///
  /// - Parameter discardingPendingOutput: Drops the output the terminal hasn't taken yet
  ///   (`tcflush`) first: a frame a stuck terminal never read is worthless when the process
  ///   ends, and the restore sequence mustn't wait behind it. A crash keeps it (the runtime's
  ///   crash message may be in it).
  static func restoreNow(discardingPendingOutput: Bool = false) {
    let count = armedLength.exchange(0, ordering: .acquiringAndReleasing)
    guard count > 0 else { return }
    let output = discardingPendingOutput ? takeOverOutput() : 1
    _ = tcflow(output, TCOON)  // output stopped by a ^S (or tcflow) would hold the bytes forever
    writeBounded(bytes, count: count, to: output, discardingPendingOutput: discardingPendingOutput)
    _ = tcsetattr(0, TCSANOW, modes)
  }

  /// Takes the terminal from a writer that may be stuck on it: returns a descriptor of its own
  /// for the terminal, points standard output at /dev/null and interrupts the terminal
  /// thread's `write` (SIGWINCH, whose relay is harmless), which ncurses then retries, or the
  /// kernel restarts, on /dev/null. Async-signal-safe.
  private static func takeOverOutput() -> Int32 {
    let terminal = dup(1)
    guard terminal >= 0 else { return 1 }
    // The path from static storage: a `String` argument is copied into an allocated C string,
    // and an allocation inside a signal handler that interrupted `malloc` waits for its lock
    // forever (the deadline's handler hung there: "SIGTERM while it starts").
    let devNull: StaticString = "/dev/null"
    let null = open(
      UnsafeRawPointer(devNull.utf8Start).assumingMemoryBound(to: CChar.self), O_WRONLY)
    if null >= 0 {
      _ = dup2(null, 1)
      _ = close(null)
    }
    #if os(Linux)
      let writerID = writerThreadID.load(ordering: .acquiring)
      if writerID > 0, writerID != spaces_gettid() { _ = spaces_tgkill(writerID, SIGWINCH) }
    #else
      if pthread_equal(writer.pointee, pthread_self()) == 0 {
        _ = pthread_kill(writer.pointee, SIGWINCH)
      }
    #endif
    return terminal
  }

  /// Writes to `descriptor` with `O_NONBLOCK` set for the moment, waiting in `poll` at most
  /// `writeTimeoutMilliseconds` in all for room (with `discardingPendingOutput`, dropping what
  /// the terminal hasn't read until the first bytes are in); the flags are put back (the shell
  /// shares them). Async-signal-safe.
  private static func writeBounded(
    _ buffer: UnsafePointer<UInt8>, count: Int, to descriptor: Int32,
    discardingPendingOutput: Bool
  ) {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    var written = 0
    var waited: Int32 = 0
    while written < count {
      if discardingPendingOutput, written == 0 { _ = tcflush(descriptor, TCOFLUSH) }
      let result = write(descriptor, buffer + written, count - written)
      if result > 0 {
        written += result
        continue
      }
      guard result < 0, errno == EAGAIN || errno == EINTR, waited < writeTimeoutMilliseconds
      else { break }
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, 10)
      waited += 10
    }
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags) }
  }

  /// Installs the `atexit` and crash-signal handlers once per process.
  static func installHandlers() {
    guard
      installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    _ = armedLength.load(ordering: .acquiring)  // initialize the global before handlers run
    atexit { EmergencyRestore.restoreNow() }
    for signo in crashSignals {
      var current = sigaction()
      sigaction(signo, nil, &current)
      // An ignored signal (SIGQUIT under some parents) stays ignored: it ends nothing.
      guard !isIgnored(current) else { continue }
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_sigaction = emergencyCrashHandler
      #else
        action.__sigaction_u.__sa_sigaction = emergencyCrashHandler
      #endif
      sigemptyset(&action.sa_mask)
      // SA_ONSTACK: a stack overflow's SIGSEGV runs on the alternate stack, where there is one.
      action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
      sigaction(signo, &action, previousActions + Int(signo))
    }
  }

  /// Whether an action ignores its signal.
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard action.sa_flags & Int32(SA_SIGINFO) == 0 else { return false }
    #if os(Linux)
      return unsafeBitCast(action.__sigaction_handler, to: Int.self) == 1  // SIG_IGN
    #else
      return unsafeBitCast(action.__sigaction_u, to: Int.self) == 1
    #endif
  }
}

/// The crash handler: restores the terminal, then lets the crash go on as it would have.
///
/// A fault (positive `si_code` of a signal that stops *before* the faulting instruction:
/// SIGSEGV, SIGBUS, SIGILL, SIGFPE, and on arm64 the `brk` of a Swift trap's SIGTRAP) gets the
/// previous handler back and returns: the instruction runs again and reaches that handler
/// (Swift's backtracer) with its original context; the backtracer then returns into a third
/// fault with the default action, which ends the process.
///
/// Anything else (a signal sent with `kill`, `abort`, SIGSYS, SIGQUIT, x86's `int3`) would
/// not come back: Swift's backtracer prints its report and returns, and a sent signal's
/// process would carry on, half-dead. So the previous handler runs here and now, and then
/// the signal is raised again with its default action, which ends the process with it.
private func emergencyCrashHandler(
  _ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  EmergencyRestore.restoreNow()
  let previous = EmergencyRestore.previousActions + Int(signo)
  let isFault = (info?.pointee.si_code ?? 0) > 0
  var refaults: Bool
  switch signo {
  case SIGSEGV, SIGBUS, SIGILL, SIGFPE: refaults = isFault
  default: refaults = false
  }
  #if arch(arm64)
    if signo == SIGTRAP { refaults = isFault }
  #endif
  if refaults {
    sigaction(signo, previous, nil)
    return
  }
  callHandler(of: previous.pointee, signo, info, context)
  var defaultAction = sigaction()
  sigemptyset(&defaultAction.sa_mask)
  sigaction(signo, &defaultAction, nil)  // all zero: SIG_DFL
  var only = sigset_t()
  sigemptyset(&only)
  sigaddset(&only, signo)
  _ = raise(signo)
  pthread_sigmask(SIG_UNBLOCK, &only, nil)  // the default action ends the process here
  _exit(128 + signo)
}

/// Calls an action's handler, as the kernel would have, if it has one (not SIG_DFL or
/// SIG_IGN).
private func callHandler(
  of action: sigaction, _ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  #if os(Linux)
    let bits = unsafeBitCast(action.__sigaction_handler, to: Int.self)
  #else
    let bits = unsafeBitCast(action.__sigaction_u, to: Int.self)
  #endif
  guard bits > 1 else { return }
  if action.sa_flags & Int32(SA_SIGINFO) != 0 {
    typealias InfoHandler =
      @convention(c) (
        Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
      ) -> Void
    unsafeBitCast(bits, to: InfoHandler.self)(signo, info, context)
  } else {
    unsafeBitCast(bits, to: (@convention(c) (Int32) -> Void).self)(signo)
  }
}
