import Foundation
import SpacesStateServer
import Synchronization

/// Ends what the tests started when the test process dies before their teardown runs
/// (SIGKILL, a crash, a CI timeout): a `sh` in a session of its own reads lines naming tmux
/// servers and paths from a socket that only the test process holds. End of input is the test
/// process gone, however it went (no polling): the watchdog then kills each tmux server still
/// named, with every process of its panes' sessions, and deletes its socket; kills every
/// process whose command line names a path (a dashboard, the state server it started in a
/// session of its own), deletes the path, and ends.
///
/// What a test's teardown already cleaned it is told about (`finished(_:)`), and leaves alone.
final class Watchdog: Sendable {
  /// This test process's watchdog, started at first use; `nil` if it couldn't start (the
  /// tests' own teardown still cleans up as long as the process lives).
  static let shared: Watchdog? = try? Watchdog()

  /// The watchdog's process (this process's child).
  let pid: pid_t
  /// This process's end of the socket; `nil` once handed over.
  private let connection: Mutex<Int32?>

  /// What the watchdog runs (`sh -c`). Lines: `tmux NAME`, `path /ABSOLUTE`, `done NAME-OR-PATH`.
  static let script = #"""
    tmuxes=; paths=; finished=
    newline='
    '
    while IFS= read -r line; do
      case $line in
        'tmux '?*) tmuxes="$tmuxes${line#tmux }$newline" ;;
        'path /'?*) paths="$paths${line#path }$newline" ;;
        'done '?*) finished="$finished${line#done }$newline" ;;
      esac
    done
    IFS=$newline
    left() { case "$newline$finished" in *"$newline$1$newline"*) return 1 ;; esac; }
    for name in $tmuxes; do
      left "$name" || continue
      for pair in $(timeout 5 tmux -L "$name" list-panes -a -F '#{pid} #{pane_pid}' 2>/dev/null)
      do
        case $pair in *' '[2-9]* | *' '1[0-9]*) ;; *) continue ;; esac
        pkill -KILL -s "${pair#* }"
        kill -KILL "${pair% *}" 2>/dev/null
      done
      rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$name"
    done
    patterns=
    for path in $paths; do
      left "$path" && patterns="$patterns$path$newline"
    done
    [ -n "$patterns" ] || exit 0
    for file in $(printf '%s' "$patterns" | grep -lFf - /proc/[0-9]*/cmdline 2>/dev/null); do
      pid=${file#/proc/}
      kill -KILL "${pid%/cmdline}" 2>/dev/null
    done
    for path in $patterns; do
      rm -rf -- "$path"
    done
    """#

  /// Starts a watchdog whose input this process holds.
  init() throws {
    var ends: [Int32] = [0, 0]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { close(ends[1]) }
    do {
      pid = try Self.spawn(["/bin/sh", "-c", Self.script], input: ends[1], newSession: true)
    } catch {
      close(ends[0])
      throw error
    }
    connection = Mutex(ends[0])
  }

  /// Has the watchdog end the tmux server `name` (`tmux -L name`) should this process die.
  func watch(tmux name: String) { send("tmux \(name)") }

  /// Has the watchdog end the processes naming `path` and delete it should this process die.
  func watch(path: String) { send("path \(path)") }

  /// Tells the watchdog that a tmux server or a path it watches was cleaned up.
  func finished(_ nameOrPath: String) { send("done \(nameOrPath)") }

  /// Starts `arguments` with the watchdog's input as its standard input and closes this
  /// process's end: that process's death, not this one's, now sets the watchdog off (the
  /// watchdog's own test kills it). Returns its pid.
  func handOver(to arguments: [String]) throws -> pid_t {
    try connection.withLock { connection in
      guard let descriptor = connection else { throw POSIXError(.EBADF) }
      let pid = try Self.spawn(arguments, input: descriptor, newSession: false)
      close(descriptor)
      connection = nil
      return pid
    }
  }

  /// Writes one line to the watchdog (a line under 4 KiB goes whole). MSG_NOSIGNAL: a watchdog
  /// that is gone is no reason for SIGPIPE to end the test process.
  private func send(_ line: String) {
    connection.withLock { connection in
      guard let descriptor = connection else { return }
      let bytes = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes {
          Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        sent += count
      }
    }
  }

  /// `POSIX_SPAWN_SETSID`, a GNU extension Swift does not import (as in `ChildProcess`).
  private static let setSessionFlag: Int32 = 0x80

  /// Starts `arguments` with `input` as its standard input, /dev/null for output, none of this
  /// process's other descriptors, a clean signal mask and, with `newSession`, a session of its
  /// own (away from the terminal's Ctrl-C, which would end it before it could clean up).
  private static func spawn(_ arguments: [String], input: Int32, newSession: Bool) throws
    -> pid_t
  {
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
    if newSession { flags |= setSessionFlag }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    InheritedDescriptors.closeAll(in: &actions)

    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    return pid
  }
}
