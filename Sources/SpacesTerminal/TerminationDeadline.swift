#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process within `grace` of a termination signal, however stuck it is.
///
/// SIGINT, SIGTERM and SIGHUP normally end the dashboard through its run loop: the terminal
/// thread reports the signal, the loop stops, `endwin` restores the terminal, the process
/// exits with 128 + the signal. That path can stall: the terminal thread blocked in `write(2)`
/// to a terminal that doesn't read, or the run loop still working through a long paste of
/// keys. So the first termination signal also starts a one-shot timer (`setitimer`, no
/// thread, nothing running until then); if the process is still alive when it fires, its
/// SIGALRM handler restores the terminal (`EmergencyRestore`, dropping the output the
/// terminal never took) and calls `_exit` with the same status.
enum TerminationDeadline {
  /// How long the run loop has to end the process by itself.
  static let grace = timeval(tv_sec: 0, tv_usec: 500_000)

  /// Readies the handler's globals (call before any signal can start the deadline).
  static func prepare() {
    _ = terminationSignal.load(ordering: .sequentiallyConsistent)
    _ = EmergencyRestore.armedLength.load(ordering: .acquiring)
  }

  /// Installs the SIGALRM handler and starts the timer. Async-signal-safe (`sigaction` and
  /// `setitimer`, which is a plain system call); called from the relay's signal handler.
  static func start() {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = endAfterDeadline
    #else
      action.__sigaction_u.__sa_handler = endAfterDeadline
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGALRM, &action, nil)
    var timer = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: grace)
    #if os(Linux)
      setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
    #else
      setitimer(ITIMER_REAL, &timer, nil)
    #endif
  }
}

/// The deadline passed: restore the terminal and exit with 128 + the termination signal.
private func endAfterDeadline(_ signo: Int32) {
  let termination = terminationSignal.load(ordering: .sequentiallyConsistent)
  EmergencyRestore.restoreNow(discardingPendingOutput: true)
  _exit(128 + (termination > 0 ? termination : SIGTERM))
}
