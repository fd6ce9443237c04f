import Dispatch
import Synchronization

/// Sleeps on a main-queue timer rather than `Task.sleep`, whose wake-up runs on libdispatch's
/// worker pool (starting it, and with it the pool monitor's wake-up every second on Linux).
///
/// The timer's handler resumes the task on the main queue; cancelling the task cancels the
/// timer and returns at once, as `Task.sleep` does (without throwing: check
/// `Task.isCancelled`). It stays on the caller's actor (`isolation`), closures included. A
/// resumed continuation goes through the task's generic executor, though: in a task that
/// prefers `MainQueueExecutor` that is the main queue, in any other the global pool.
package enum MainQueueSleep {
  /// Returns after `duration`, or at once when the task is cancelled.
  package static func sleep(
    for duration: Duration, isolation: isolated (any Actor)? = #isolation
  ) async {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    let wait = Wait()
    await withTaskCancellationHandler(
      operation: {
        _ = isolation  // the operation runs isolated to the caller's actor, not on the pool
        await withCheckedContinuation(isolation: isolation) {
          (continuation: CheckedContinuation<Void, Never>) in
          // Armed before it is kept: libdispatch traps on releasing a timer never resumed.
          let timer = DispatchSource.makeTimerSource(queue: .main)
          timer.setEventHandler { wait.finish() }
          timer.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)))
          timer.resume()
          guard wait.keep(continuation, timer: timer) else {
            timer.cancel()
            continuation.resume()
            return
          }
        }
      },
      onCancel: { wait.finish() }, isolation: isolation)
  }

  /// One sleep's state: the continuation and timer while armed; finished once the timer fired
  /// or the task was cancelled, whichever came first (the other does nothing).
  private final class Wait: Sendable {
    private struct State: @unchecked Sendable {
      var continuation: CheckedContinuation<Void, Never>?
      var timer: (any DispatchSourceTimer)?
      var isFinished = false
    }
    private let state = Mutex(State())

    /// Keeps the continuation and timer; `false` if the sleep already finished (cancelled, or
    /// the timer fired first).
    func keep(_ continuation: CheckedContinuation<Void, Never>, timer: any DispatchSourceTimer)
      -> Bool
    {
      state.withLock { state in
        guard !state.isFinished else { return false }
        state.continuation = continuation
        state.timer = timer
        return true
      }
    }

    /// Cancels the timer and resumes the task, the first time.
    func finish() {
      let (continuation, timer) = state.withLock { state in
        state.isFinished = true
        defer {
          state.continuation = nil
          state.timer = nil
        }
        return (state.continuation, state.timer)
      }
      timer?.cancel()
      continuation?.resume()
    }
  }
}
