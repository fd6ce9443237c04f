import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals that arrived and are not yet delivered, one bit per signal number. Written by the
/// signal handler (an atomic RMW is async-signal-safe), read by the terminal thread.
let pendingSignalMask = Atomic<UInt64>(0)

/// The write end of the running terminal's wake pipe, or -1.
let signalWakeDescriptor = Atomic<Int32>(-1)

/// The bit pattern of the SIGWINCH handler ncurses installed (0 when none), called first so
/// ncurses still produces KEY_RESIZE.
let chainedWinchHandler = Atomic<Int>(0)

/// The first SIGINT, SIGTERM or SIGHUP since the terminal started, or 0: set by the signal
/// handler itself, so it is known while the terminal thread is stuck (in a `write` to a
/// terminal that doesn't read) and while the run loop works through queued keys.
let terminationSignal = Atomic<Int32>(0)

/// The relay's handler: chains SIGWINCH to ncurses, starts the `TerminationDeadline` at the
/// first termination signal, records the signal in an atomic mask and writes one byte to the
/// wake pipe. Everything it does is async-signal-safe (atomics, `write`, `sigaction`,
/// `setitimer`, saving and restoring errno).
private func relaySignal(_ signo: Int32) {
  let savedErrno = errno
  if signo == SIGWINCH {
    let chained = chainedWinchHandler.load(ordering: .acquiring)
    if chained > 1 {  // not SIG_DFL (0) or SIG_IGN (1)
      let handler = unsafeBitCast(chained, to: (@convention(c) (Int32) -> Void).self)
      handler(signo)
    }
  }
  if signo == SIGINT || signo == SIGTERM || signo == SIGHUP,
    terminationSignal.compareExchange(
      expected: 0, desired: signo, ordering: .sequentiallyConsistent
    ).exchanged
  {
    TerminationDeadline.start()
  }
  pendingSignalMask.bitwiseOr(1 << UInt64(signo), ordering: .sequentiallyConsistent)
  let descriptor = signalWakeDescriptor.load(ordering: .acquiring)
  if descriptor >= 0 {
    var byte: UInt8 = 0x53
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}

/// Installs and removes the terminal's signal handlers (sigaction, never DispatchSource).
enum SignalRelay {
  /// The signals delivered to the run loop as `TerminalEvent.signal`.
  static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// The job-control signals the terminal thread handles itself: SIGTSTP suspends (the
  /// terminal restored first), SIGCONT repaints.
  static let jobControlSignals: [Int32] = [SIGTSTP, SIGCONT]

  /// The handlers that were in place before `install`, to put back on `restore`.
  struct SavedActions {
    fileprivate var actions: [(Int32, sigaction)]

    /// Whether the signal was ignored (SIG_IGN) when these were saved.
    func ignores(_ signo: Int32) -> Bool {
      actions.contains { $0.0 == signo && SignalRelay.plainHandlerBits(of: $0.1) == 1 }
    }
  }

  /// Records the current actions of the relayed and job-control signals (before `newterm`,
  /// which replaces a default SIGINT/SIGTERM/SIGTSTP action with ncurses' own handler).
  static func currentActions() -> SavedActions {
    SavedActions(
      actions: (relayedSignals + jobControlSignals).map { signo in
        var current = sigaction()
        sigaction(signo, nil, &current)
        return (signo, current)
      })
  }

  /// Installs the relay for SIGINT, SIGTERM, SIGHUP, SIGWINCH and the job-control signals
  /// (SIGTSTP only where `original` didn't ignore it), waking `wakeDescriptor`. Call on the
  /// terminal thread: it unblocks SIGWINCH there.
  ///
  /// Call after `newterm`: the relay replaces ncurses' SIGINT/SIGTERM/SIGTSTP handlers and
  /// chains its SIGWINCH handler. Returns the SIGWINCH action it replaced.
  static func install(wakeDescriptor: Int32, original: SavedActions) -> SavedActions {
    // Touch the globals before any handler can run, so the handler never initializes them.
    _ = pendingSignalMask.exchange(0, ordering: .sequentiallyConsistent)
    terminationSignal.store(0, ordering: .sequentiallyConsistent)
    TerminationDeadline.prepare()
    signalWakeDescriptor.store(wakeDescriptor, ordering: .sequentiallyConsistent)

    var previousWinch = sigaction()
    sigaction(SIGWINCH, nil, &previousWinch)
    chainedWinchHandler.store(
      plainHandlerBits(of: previousWinch), ordering: .sequentiallyConsistent)

    let jobControl = jobControlSignals.filter { !original.ignores($0) }
    for signo in relayedSignals + jobControl + [SIGWINCH] {
      installRelay(for: signo)
    }
    // The calling (terminal) thread may have inherited a mask that blocks everything (the
    // main thread's, under dispatch): it takes SIGWINCH, which is how `EmergencyRestore`
    // interrupts a `write` stuck on a terminal that doesn't read.
    var winch = sigset_t()
    sigemptyset(&winch)
    sigaddset(&winch, SIGWINCH)
    pthread_sigmask(SIG_UNBLOCK, &winch, nil)
    return SavedActions(actions: [(SIGWINCH, previousWinch)])
  }

  /// Stops this process as a terminal's suspend character would, returning once it is
  /// continued (SIGCONT). With `signalingGroup`, the rest of the process group gets SIGTSTP
  /// too, as the terminal's Ctrl-Z sends it to the foreground job; an orphaned process group
  /// (no job-control shell above it) isn't stopped, and this returns at once.
  ///
  /// Raised on the calling thread with the default action, so the stop happens before
  /// `raise` returns; the relay is back in place afterwards.
  static func stopProcess(signalingGroup: Bool) {
    var previous = sigaction()
    if signalingGroup {
      var ignore = sigaction()
      setHandler(&ignore, SIG_IGN)
      sigaction(SIGTSTP, &ignore, &previous)
      _ = kill(0, SIGTSTP)  // the rest of the job; ignored here
    }
    var stop = sigaction()
    setHandler(&stop, SIG_DFL)
    if signalingGroup {
      sigaction(SIGTSTP, &stop, nil)
    } else {
      sigaction(SIGTSTP, &stop, &previous)
    }
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, SIGTSTP)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &only, &mask)
    _ = raise(SIGTSTP)  // stopped here until SIGCONT
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    sigaction(SIGTSTP, &previous, nil)
  }

  /// Forgets a pending signal (the SIGCONT that ended a suspend the terminal already
  /// repainted after).
  static func discard(_ signo: Int32) {
    pendingSignalMask.bitwiseAnd(~(1 << UInt64(signo)), ordering: .sequentiallyConsistent)
  }

  private static func installRelay(for signo: Int32) {
    var action = sigaction()
    setHandler(&action, relaySignal)
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_RESTART)
    sigaction(signo, &action, nil)
  }

  /// Puts saved actions back and stops waking the pipe.
  static func restore(_ saved: SavedActions...) {
    for group in saved {
      for (signo, action) in group.actions {
        var action = action
        sigaction(signo, &action, nil)
      }
    }
    signalWakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Takes the pending signals, lowest number first.
  static func takePending() -> [Int32] {
    let mask = pendingSignalMask.exchange(0, ordering: .sequentiallyConsistent)
    guard mask != 0 else { return [] }
    return (1..<64).filter { mask & (1 << UInt64($0)) != 0 }.map { Int32($0) }
  }

  /// The bits of a plain (non-SA_SIGINFO) handler, or 0 when the action is not one.
  fileprivate static func plainHandlerBits(of action: sigaction) -> Int {
    guard action.sa_flags & Int32(SA_SIGINFO) == 0 else { return 0 }
    #if os(Linux)
      return unsafeBitCast(action.__sigaction_handler, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_u, to: Int.self)
    #endif
  }

  private static func setHandler(
    _ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?
  ) {
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
  }
}
