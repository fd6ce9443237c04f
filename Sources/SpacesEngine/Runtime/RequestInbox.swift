import Foundation
import SpacesKit
import Synchronization

/// The requests app code sent from any thread, waiting for the engine.
final class RequestInbox: Sendable {
  private let queue = Mutex<[SystemRequest]>([])
  private let signal = Mutex<(@Sendable () -> Void)?>(nil)

  /// Queues a request and wakes the engine (automatic mode).
  func post(_ request: SystemRequest) {
    queue.withLock { $0.append(request) }
    signal.withLock { $0 }?()
  }

  /// Sets what wakes the engine.
  func setSignal(_ wake: @escaping @Sendable () -> Void) { signal.withLock { $0 = wake } }

  /// Takes every queued request.
  func take() -> [SystemRequest] {
    queue.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }

  var isEmpty: Bool { queue.withLock { $0.isEmpty } }

  /// The intent runs that asked a question and wait for its answer, from queued requests.
  var askingRuns: [Int] {
    queue.withLock { queue in
      queue.compactMap { if case .ask(let run, _, _) = $0 { run } else { nil } }
    }
  }
}
