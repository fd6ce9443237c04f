/// A broken invariant found by a soak: at which step, what broke, and the steps that led there.
package struct SoakViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step (counted from 1) after which the invariants failed.
  package var step: Int
  /// What broke.
  package var messages: [String]
  /// The last steps before the failure, oldest first, in key-script form.
  package var trace: String

  package init(step: Int, messages: [String], trace: String) {
    self.step = step
    self.messages = messages
    self.trace = trace
  }

  package var description: String {
    "after step \(step):\n  " + messages.joined(separator: "\n  ") + "\n  last steps: \(trace)"
  }
}
