import Foundation

/// How many end-to-end tests run at once: as many as the machine has cores. Each starts real
/// dashboards, tmux servers and state servers, whose timing the tests check (a SIGTERM ends the
/// dashboard within a second): all of them at once on two cores made those checks fail. A test
/// waiting for its turn is suspended, holding no thread, so the rest of the run goes on.
actor Turns {
  /// The end-to-end tests' turns (`.takesTurns`).
  static let endToEnd = Turns(limit: max(1, ProcessInfo.processInfo.activeProcessorCount))

  let limit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = limit
  }

  /// Waits for a turn.
  func take() async {
    guard running >= limit else {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Ends a turn: the next waiting test starts.
  func give() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
