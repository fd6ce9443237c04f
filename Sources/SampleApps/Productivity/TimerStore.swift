/// Where the timers live: the app group container (`AppGroupTimerStore`), or the state server
/// devices share (`ServerTimerStore`). `TimerManager` reads and writes all timers through it
/// and nothing else, so another store can be swapped in (`TimerManager.shared.store`).
protocol TimerStore: Sendable {
  /// Every timer, in order.
  func loadAll() throws -> [TimerRecord]
  /// Replaces every timer, as far as it can at once (a server's store writes without waiting
  /// for the server: for tidying up, where nothing else depends on the write).
  func saveAll(_ timers: [TimerRecord]) throws
  /// Replaces every timer where they live and returns once they are kept there: it throws
  /// when they aren't (a server that can't be reached), and then nothing changed.
  func storeAll(_ timers: [TimerRecord]) async throws
  /// Every timer, fetched where it lives (a server may be slow or unreachable: it throws).
  func fetchAll() async throws -> [TimerRecord]
}

extension TimerStore {
  /// A local store's timers are at hand.
  func fetchAll() async throws -> [TimerRecord] { try loadAll() }

  /// A local store keeps what it saved.
  func storeAll(_ timers: [TimerRecord]) async throws { try saveAll(timers) }
}
