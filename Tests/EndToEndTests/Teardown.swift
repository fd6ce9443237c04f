import Synchronization
import Testing

/// The cleanup of the running test: steps that await (killing a tmux server, waiting for its
/// processes to end), run after the test in the reverse order of `add(_:)`, whether it
/// passed, failed or threw — what `defer` does, where `defer` can't await.
///
/// A suite gets it with the `.teardown` trait (`TeardownTrait`); `Tmux` and
/// `ScratchDirectory` add their own cleanup when they are made.
final class Teardown: Sendable {
  /// The running test's teardown (`nil` outside a suite with the `.teardown` trait).
  @TaskLocal static var current: Teardown?

  private let steps = Mutex<[@Sendable () async -> Void]>([])

  /// Adds a step to the running test's teardown. Outside a suite with the `.teardown` trait
  /// the step could never run: the test fails, saying so.
  static func add(_ step: @escaping @Sendable () async -> Void) {
    guard let current else {
      Issue.record("cleanup added outside a suite with the .teardown trait: it would never run")
      return
    }
    current.steps.withLock { $0.append(step) }
  }

  /// Runs the steps, the last added first.
  func run() async {
    while let step = steps.withLock({ $0.popLast() }) {
      await step()
    }
  }
}
