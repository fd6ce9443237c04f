import Dispatch

/// Runs a task's nonisolated async code on the main dispatch queue, where the main actor runs:
/// the engine's effects (app code's providers, `perform()`, entity queries) as its task
/// executor preference, so the dashboard never starts libdispatch's worker pool.
///
/// Without a preference, Swift runs a nonisolated `async` function on the global concurrent
/// executor, libdispatch's worker threads: every effect then hopped there and back (under load
/// each hop waited for a core), and on Linux the pool's monitor wakes once a second for good
/// once any worker has run. Jobs run one at a time in order with the main actor's, so app code
/// that never suspends holds the dashboard as `@MainActor` app code does (`AppCodeTimer`).
package final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
  /// The one executor.
  package static let shared = MainQueueExecutor()

  private init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.main.async {
      job.runSynchronously(on: MainQueueExecutor.shared.asUnownedTaskExecutor())
    }
  }
}
