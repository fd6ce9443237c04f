/// Where the timers live: the app group container (`AppGroupTimerStore`), or the state server
/// devices share (`ServerTimerStore`). `TimerManager` reads and writes all timers through it
/// and nothing else, so another store can be swapped in (`TimerManager.shared.store`).
protocol TimerStore: Sendable {
  /// Every timer, in order.
  func loadAll() throws -> [TimerRecord]
  /// Replaces every timer.
  func saveAll(_ timers: [TimerRecord]) throws
  /// Every timer, fetched where it lives (a server may be slow or unreachable: it throws).
  func fetchAll() async throws -> [TimerRecord]
}

extension TimerStore {
  /// A local store's timers are at hand.
  func fetchAll() async throws -> [TimerRecord] { try loadAll() }
}
