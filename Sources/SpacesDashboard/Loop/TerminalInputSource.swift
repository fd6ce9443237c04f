import SpacesTerminal

/// Terminal events (keys, resizes, signals, end of input), in the order they happened.
@MainActor
final class TerminalInputSource: LoopSource {
  private let events: AsyncStream<TerminalEvent>
  private var task: Task<Void, Never>?

  init(events: AsyncStream<TerminalEvent>) { self.events = events }

  func start(_ loop: DashboardLoop) {
    let events = self.events
    task = Task { @MainActor [weak loop] in
      for await event in events {
        guard let loop else { return }
        loop.handle(.terminal(event))
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
  }
}
