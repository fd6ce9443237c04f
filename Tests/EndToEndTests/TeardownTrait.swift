import Testing

/// Gives each test of a suite (each case of a parameterized one) its own `Teardown`, and runs
/// it when the test ends, however it ends.
struct TeardownTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    let teardown = Teardown()
    try await Teardown.$current.withValue(teardown) {
      do {
        try await function()
      } catch {
        await teardown.run()
        throw error
      }
      await teardown.run()
    }
  }
}

extension Trait where Self == TeardownTrait {
  /// Runs the cleanup each test adds (`Teardown.add(_:)`) when the test ends.
  static var teardown: Self { TeardownTrait() }
}
