import Synchronization
import Testing

/// The `.teardown` trait runs the steps a test adds once the test is over, the last added
/// first, whether it returned or threw.
@Suite("Teardown: cleanup that awaits, after each test")
struct TeardownTests {
  struct Failure: Error {}

  /// Runs `body` in a teardown scope of its own, as the trait runs a test; returns the steps
  /// run, in order, and whether the error `body` threw came out.
  func scope(_ body: @escaping @Sendable (Log) throws -> Void) async throws -> (
    [String], rethrown: Bool
  ) {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let steps = Log()
    var rethrown = false
    do {
      try await TeardownTrait().provideScope(for: test, testCase: testCase) {
        try body(steps)
        steps.append("body returned")
      }
    } catch is Failure {
      rethrown = true
    }
    return (steps.lines.withLock { $0 }, rethrown)
  }

  /// What the steps did.
  final class Log: Sendable {
    let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
  }

  @Test("after the test returns: the last step added runs first")
  func afterReturn() async throws {
    let (steps, rethrown) = try await scope { log in
      Teardown.add { log.append("kill tmux") }
      Teardown.add { log.append("remove directory") }
    }
    #expect(steps == ["body returned", "remove directory", "kill tmux"])
    #expect(!rethrown)
  }

  @Test("after the test throws: the steps run, then the error goes on")
  func afterThrow() async throws {
    let (steps, rethrown) = try await scope { log in
      Teardown.add { log.append("kill tmux") }
      throw Failure()
    }
    #expect(steps == ["kill tmux"])
    #expect(rethrown)
  }
}
