/// Where the timers live: the app group container (`AppGroupTimerStore`), or a server shared by
/// devices. `TimerManager` reads and writes all timers through it and nothing else, so another
/// store can be swapped in (`TimerManager.shared.store`).
protocol TimerStore: Sendable {
  /// Every timer, in order.
  func loadAll() throws -> [TimerRecord]
  /// Replaces every timer.
  func saveAll(_ timers: [TimerRecord]) throws
}
