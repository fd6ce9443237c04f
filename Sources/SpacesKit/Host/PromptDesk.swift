import Synchronization

/// The questions intents are waiting on, each suspended on a continuation until the system
/// answers it (or the run is cancelled).
final class PromptDesk: Sendable {
  private struct State {
    var next = 1
    var waiting: [Int: CheckedContinuation<IntentAnswer, any Error>] = [:]
    /// Asks cancelled before their continuation was stored.
    var cancelled: Set<Int> = []
  }

  private let state = Mutex(State())

  /// A number for a new question.
  func open() -> Int {
    state.withLock { state in
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Waits for the answer to a question; `post` tells the system once the wait is set up.
  func wait(for ask: Int, post: @Sendable () -> Void) async throws -> IntentAnswer {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          if state.cancelled.remove(ask) != nil { return true }
          state.waiting[ask] = continuation
          return false
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          post()
        }
      }
    } onCancel: {
      resolve(ask, with: .failure(CancellationError()))
    }
  }

  /// Answers a question (once; later answers are ignored).
  func resolve(_ ask: Int, with result: Result<IntentAnswer, any Error>) {
    let continuation = state.withLock { state in
      guard let continuation = state.waiting.removeValue(forKey: ask) else {
        state.cancelled.insert(ask)
        return CheckedContinuation<IntentAnswer, any Error>?.none
      }
      return continuation
    }
    continuation?.resume(with: result)
  }
}
