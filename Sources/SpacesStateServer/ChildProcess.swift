import Foundation

/// Starts child processes that begin clean, whatever the spawning thread was doing.
///
/// `posix_spawn` passes on the calling thread's signal mask and every ignored signal: a child
/// spawned from a thread that blocks SIGTERM (the dashboard's, a test runner's) could not be
/// stopped with SIGTERM, nor anything it starts in turn (a tmux server's `kill-server` is a
/// SIGTERM to itself). So every child here starts with an empty signal mask
/// (`POSIX_SPAWN_SETSIGMASK`), every catchable signal at its default disposition
/// (`POSIX_SPAWN_SETSIGDEF`), standard streams where the caller says, and no descriptor of this
/// process beyond 0–2 (`InheritedDescriptors`).
package enum ChildProcess {
  /// Where one of the child's standard streams goes.
  package enum Stream: Sendable, Equatable {
    /// `/dev/null`.
    case null
    /// A file, created or truncated (mode 0600).
    case file(String)
    /// A file, created (mode 0600) or appended to.
    case appending(String)
    /// This process's own descriptor.
    case inherited
  }

  /// What the child starts with besides its arguments.
  package struct Options: Sendable {
    /// Standard input.
    package var standardInput: Stream = .null
    /// Standard output.
    package var standardOutput: Stream = .null
    /// Standard error.
    package var standardError: Stream = .null
    /// Variables added to (or replacing those of) this process's environment.
    package var environment: [String: String] = [:]
    /// Starts the child in a session of its own (`POSIX_SPAWN_SETSID`), away from this
    /// process's terminal and its signals.
    package var newSession = false

    /// Every stream on /dev/null, this process's environment, the same session.
    package init() {}
  }

  /// `POSIX_SPAWN_SETSID`: a GNU extension on Linux (0x80 in glibc) that Swift does not
  /// import; 0x400 on Darwin.
  #if canImport(Glibc)
    private static let setSessionFlag: Int32 = 0x80
  #else
    private static let setSessionFlag: Int32 = 0x400
  #endif

  /// Starts `executable` with `arguments` (without the program name, which is the
  /// executable's path); returns its pid. Reap it with `waitForExit(_:)`.
  package static func spawn(
    _ executable: String, _ arguments: [String], options: Options = Options()
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var catchable = sigset_t()
    sigfillset(&catchable)
    sigdelset(&catchable, SIGKILL)
    sigdelset(&catchable, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &catchable)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
    if options.newSession { flags |= setSessionFlag }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let streams = [options.standardInput, options.standardOutput, options.standardError]
    for (descriptor, stream) in zip(Int32(0)..., streams) {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(
          &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
      case .file(let path):
        let mode = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, descriptor, path, mode, 0o600)
      case .appending(let path):
        let mode = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_APPEND
        posix_spawn_file_actions_addopen(&actions, descriptor, path, mode, 0o600)
      case .inherited:
        break
      }
    }
    InheritedDescriptors.closeAll(in: &actions)

    var argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(options.environment) { $1 }
    var envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    return pid
  }

  /// Waits for a child to end (again after a signal interrupts the wait); returns its exit
  /// status, or 128 + the signal that ended it, or -1 if it is not this process's child.
  package static func waitForExit(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      if errno != EINTR { return -1 }
    }
    // WIFEXITED / WEXITSTATUS, and WTERMSIG for a signalled child.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// Runs `executable` to its end; returns its exit status (as `waitForExit(_:)` does).
  package static func run(
    _ executable: String, _ arguments: [String], options: Options = Options()
  ) throws -> Int32 {
    waitForExit(try spawn(executable, arguments, options: options))
  }
}
