import Foundation

/// Waits in a test without holding a thread: checks a condition, then sleeps with `Task.sleep`
/// (which gives the cooperative pool's thread to other tests) until it holds or time runs out.
///
/// Swift Testing runs every `@Test` on the cooperative pool, as wide as the machine has cores
/// (two here): a test that waited with `Thread.sleep` stalled every other test of the run.
enum Polling {
  /// Checks `condition` every `interval` until it holds (`true`), or until `timeout` seconds
  /// have passed (`false`, after one last check).
  static func until(
    timeout: TimeInterval, every interval: Duration = .milliseconds(100),
    _ condition: () async throws -> Bool
  ) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(max(0, timeout))
    while true {
      if try await condition() { return true }
      if ContinuousClock.now >= deadline { return false }
      try await Task.sleep(for: interval)
    }
  }
}
