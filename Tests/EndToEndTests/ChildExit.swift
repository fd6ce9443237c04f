import Foundation

/// Waits for a child process to end without holding a thread: `waitpid(WNOHANG)`, with
/// `Task.sleep` between tries (1 ms at first, a tmux command's usual time, then longer, at
/// most 50 ms). `ChildProcess.waitForExit` would block one of the cooperative pool's two
/// threads for as long as the child runs.
enum ChildExit {
  /// The child's exit status (128 + the signal that ended it), -1 when `pid` is not this
  /// process's child, or `nil` when it still runs after `timeout` seconds (it is not killed).
  /// If the waiting task is cancelled, the child is killed (SIGKILL), reaped, and
  /// `CancellationError` thrown: no child is left unreaped.
  static func status(of pid: pid_t, timeout: TimeInterval? = nil) async throws -> Int32? {
    let deadline = timeout.map { ContinuousClock.now + .seconds(max(0, $0)) }
    var interval = Duration.milliseconds(1)
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid {
        // WIFEXITED / WEXITSTATUS, and WTERMSIG for a signalled child.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
      if reaped == -1, errno != EINTR { return -1 }
      if let deadline, ContinuousClock.now >= deadline { return nil }
      do {
        try await Task.sleep(for: interval)
      } catch {
        kill(pid, SIGKILL)
        // Killed: the wait ends at once, it can't hold the thread.
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        throw error
      }
      interval = min(interval * 2, .milliseconds(50))
    }
  }
}
