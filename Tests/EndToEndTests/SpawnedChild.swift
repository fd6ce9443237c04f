import Foundation
import Synchronization

/// A child process a test started itself: waited for without holding a thread, and killed and
/// reaped by the test's teardown (`Teardown`) unless the test saw it end first.
final class SpawnedChild: Sendable {
  let pid: pid_t
  private let status = Mutex<Int32?>(nil)

  /// Takes charge of `pid`, a child of this process.
  init(pid: pid_t) {
    self.pid = pid
    Teardown.add { [self] in await killUnlessEnded() }
  }

  /// Waits for the child to end (as `ChildExit.status(of:timeout:)`: `nil` if it still runs
  /// after `timeout` seconds); the status is kept.
  func exit(timeout: TimeInterval? = nil) async throws -> Int32? {
    if let ended = status.withLock({ $0 }) { return ended }
    let ended = try await ChildExit.status(of: pid, timeout: timeout)
    if let ended { status.withLock { $0 = ended } }
    return ended
  }

  /// Waits for the child to end on a thread of its own, looking every 5 ms: how long it took
  /// is then the child's time, not how long this task waited for one of the cooperative pool's
  /// threads on a busy machine. The status (`nil` if it still runs after `timeout` seconds) is
  /// kept; `seconds` (and `timeout`) count from `start`.
  func timedExit(since start: ContinuousClock.Instant, timeout: TimeInterval) async -> (
    status: Int32?, seconds: TimeInterval
  ) {
    let pid = pid
    let (ended, elapsed) = await OwnThread.run("wait for \(pid)") {
      () -> (Int32?, Duration) in
      var status: Int32 = 0
      while ContinuousClock.now - start < .seconds(timeout) {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid {
          let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
          return (code, ContinuousClock.now - start)
        }
        if reaped == -1, errno != EINTR { return (-1, ContinuousClock.now - start) }
        usleep(5_000)  // on its own thread, not the pool's
      }
      return (nil, ContinuousClock.now - start)
    }
    if let ended { status.withLock { $0 = ended } }
    let seconds = Double(elapsed.components.seconds)
    return (ended, seconds + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// Kills (SIGKILL) and reaps the child if nobody saw it end.
  func killUnlessEnded() async {
    guard status.withLock({ $0 }) == nil else { return }
    kill(pid, SIGKILL)
    _ = try? await exit()
  }
}
