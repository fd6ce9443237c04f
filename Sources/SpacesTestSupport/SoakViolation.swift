/// A broken invariant found by a soak: at which step, what broke, and the steps that led there.
public struct SoakViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step (counted from 1) after which the invariants failed.
  public var step: Int
  /// What broke.
  public var messages: [String]
  /// The last steps before the failure, oldest first, in key-script form.
  public var trace: String

  public init(step: Int, messages: [String], trace: String) {
    self.step = step
    self.messages = messages
    self.trace = trace
  }

  public var description: String {
    "after step \(step):\n  " + messages.joined(separator: "\n  ") + "\n  last steps: \(trace)"
  }
}
