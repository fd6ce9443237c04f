import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Best-effort terminal restoration for exits that never reach `NcursesTerminal.stop()`.
///
/// While a terminal runs, it *arms* this with the bytes that undo its screen setup (`sgr0`,
/// `cnorm`, `rmkx`, `rmcup` from terminfo) and the TTY modes saved before `newterm`. The
/// handlers installed by `installHandlers()` then write those bytes and `tcsetattr` the modes
/// back — both async-signal-safe, unlike `endwin` — at most once:
/// - `atexit`: `exit()` called while the terminal is still running;
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT: crashes, including Swift's
///   `fatalError`, failed preconditions and force-unwraps of nil (which trap). After
///   restoring, the previous handler (e.g. Swift's backtracer) is put back and the signal
///   proceeds, so the crash report and exit status are unchanged.
///
/// Not covered: SIGKILL, and the crash message the runtime prints *before* trapping, which
/// lands on the alternate screen and disappears with it.
enum EmergencyRestore {
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
  static let capacity = 512

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

  /// Publishes the restore sequence and saved TTY modes for the handlers.
  static func arm(sequence: [UInt8], shellModes: termios) {
    _ = armedLength.exchange(0, ordering: .acquiringAndReleasing)
    let count = min(sequence.count, capacity)
    sequence.withUnsafeBufferPointer { bytes.update(from: $0.baseAddress!, count: count) }
    modes.initialize(to: shellModes)
    armedLength.store(count, ordering: .releasing)
  }

  /// Withdraws the restore sequence (the terminal restored itself normally).
  static func disarm() {
    _ = armedLength.exchange(0, ordering: .acquiringAndReleasing)
  }

  /// Writes the restore sequence and puts the TTY modes back, if armed. Async-signal-safe.
  static func restoreNow() {
    let count = armedLength.exchange(0, ordering: .acquiringAndReleasing)
    guard count > 0 else { return }
    var written = 0
    while written < count {
      let result = write(1, bytes + written, count - written)
      if result <= 0 { break }
      written += result
    }
    _ = tcsetattr(0, TCSANOW, modes)
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
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_sigaction = emergencyCrashHandler
      #else
        action.__sigaction_u.__sa_sigaction = emergencyCrashHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_SIGINFO)
      sigaction(signo, &action, previousActions + Int(signo))
    }
  }
}

/// The crash handler: restore the terminal, reinstate the previous handler, let the signal
/// proceed. A fault (positive `si_code`) re-executes the faulting instruction on return and
/// reaches the previous handler with its original context; a sent signal is raised again.
private func emergencyCrashHandler(
  _ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  EmergencyRestore.restoreNow()
  sigaction(signo, EmergencyRestore.previousActions + Int(signo), nil)
  let sent = (info?.pointee.si_code ?? 0) <= 0
  if sent || signo == SIGABRT { raise(signo) }
}
