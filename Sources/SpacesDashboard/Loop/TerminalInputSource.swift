import SpacesEngine
import SpacesTerminal

/// Terminal events (keys, resizes, signals, end of input), in the order they happened — except
/// a termination signal, which goes ahead of the keys still queued (a long paste).
@MainActor
final class TerminalInputSource: LoopSource {
  private let events: AsyncStream<TerminalEvent>
  private let terminationSignal: @Sendable () -> Int32?
  private var task: Task<Void, Never>?

  /// Delivers `events`; `terminationSignal` says whether SIGINT, SIGTERM or SIGHUP arrived
  /// (checked before each event, so the loop stops without working through the queue).
  init(
    events: AsyncStream<TerminalEvent>,
    terminationSignal: @escaping @Sendable () -> Int32? = { nil }
  ) {
    self.events = events
    self.terminationSignal = terminationSignal
  }

  func start(_ loop: DashboardLoop) {
    let events = self.events
    let terminationSignal = self.terminationSignal
    // The stream's `next()` is nonisolated: on the main queue, not the global pool.
    task = Task(executorPreference: MainQueueExecutor.shared) { @Sendable @MainActor [weak loop] in
      for await event in events {
        guard let loop else { return }
        if let signo = terminationSignal() {
          loop.handle(.terminal(.signal(signo)))
          return
        }
        loop.handle(.terminal(event))
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
  }
}
