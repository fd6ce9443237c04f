import Synchronization
import Testing

/// `Turns` lets at most its limit of tests run at once, and the others wait their turn.
@Suite("Turns: at most so many end-to-end tests at once")
struct TurnsTests {
  /// How many hold a turn now, and the most at once.
  final class Count: Sendable {
    let now = Mutex((current: 0, most: 0))

    func enter() {
      now.withLock {
        $0.current += 1; $0.most = max($0.most, $0.current)
      }
    }
    func leave() { now.withLock { $0.current -= 1 } }
  }

  @Test("six tests with two turns: never more than two at once, all six run")
  func twoAtOnce() async throws {
    let turns = Turns(limit: 2)
    let count = Count()
    let finished = try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<6 {
        group.addTask {
          await turns.take()
          count.enter()
          try await Task.sleep(for: .milliseconds(20))
          count.leave()
          await turns.give()
        }
      }
      return try await group.reduce(0) { total, _ in total + 1 }
    }
    #expect(finished == 6)
    #expect(count.now.withLock { $0.most } == 2)
  }
}
