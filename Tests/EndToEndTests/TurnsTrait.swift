import Testing

/// Runs each test of a suite (each case of a parameterized one) in a turn of `Turns.endToEnd`.
struct TurnsTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    await Turns.endToEnd.take()
    do {
      try await function()
    } catch {
      await Turns.endToEnd.give()
      throw error
    }
    await Turns.endToEnd.give()
  }
}

extension Trait where Self == TurnsTrait {
  /// At most as many of these tests at once as the machine has cores (`Turns`).
  static var takesTurns: Self { TurnsTrait() }
}
