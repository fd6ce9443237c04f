import Foundation
import SpacesEngine

/// Events asserted exhaustively, as TCA's `TestStore` asserts received actions.
extension TestDashboard {
  /// How strictly `expectEvents` checks.
  public enum Exhaustivity: Sendable {
    /// Every notable event since the last `expectEvents` must be listed, in order.
    case on
    /// The listed events must have happened in that order; others may have happened too.
    case off
  }

  /// Expects the notable events since the last `expectEvents` (or the dashboard's start).
  ///
  /// ```swift
  /// await dashboard.tap("BrewToggle")
  /// dashboard.expectEvents(
  ///   .reload("CoffeeStatus", cause: .app),  // the intent asked WidgetCenter while it ran
  ///   .intentRun("Brew Coffee", outcome: .succeeded(dialog: nil)),
  ///   .reload("BrewToggle", cause: .interaction))
  /// ```
  ///
  /// A list, not a `{ … }` block: Swift reads lines that start with `.` as a chain of calls
  /// on the line before. `expectEvents()` expects that nothing happened.
  ///
  /// Notable events are reloads with their causes, reloads the budget denied, intent runs as
  /// they end, warnings and errors (`EventLog.notableEvents`). With `exhaustivity` `.on` (the
  /// default) an event that happened and isn't listed fails the test, as does a listed one
  /// that didn't happen; with `.off` only the listed ones must have happened, in order. The
  /// next call looks at what happens after this one.
  public func expectEvents(
    _ expected: ExpectedEvent..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let logged = Array(recorder.log.notableEvents.dropFirst(checkedEvents))
    checkedEvents = recorder.log.notableEvents.count
    let (missing, unexpected) = Self.compare(expected, logged, exhaustive: exhaustivity == .on)
    guard !missing.isEmpty || !unexpected.isEmpty else { return }
    var message: [String] = []
    if !missing.isEmpty {
      message.append(
        "Expected, but not logged (in this order):\n"
          + missing.map { "  " + $0.description }.joined(separator: "\n"))
    }
    if !unexpected.isEmpty {
      message.append(
        "Logged, but not expected:\n"
          + unexpected.map { "  " + $0.description }.joined(separator: "\n"))
    }
    message.append(
      "The events since the last expectEvents:\n"
        + (logged.isEmpty
          ? "  (none)" : logged.map { "  " + $0.description }.joined(separator: "\n")))
    TestFailure.record(message.joined(separator: "\n"), at: site)
  }

  /// Matches expectations to logged events in order: the expectations no event matched, and
  /// (when exhaustive) the events no expectation matched.
  static func compare(
    _ expected: [ExpectedEvent], _ logged: [EventLog.Event], exhaustive: Bool
  ) -> (missing: [ExpectedEvent], unexpected: [EventLog.Event]) {
    var missing: [ExpectedEvent] = []
    var unexpected: [EventLog.Event] = []
    var next = 0
    for expectation in expected {
      guard let found = logged[next...].firstIndex(where: expectation.matches) else {
        missing.append(expectation)
        continue
      }
      unexpected += logged[next..<found]
      next = found + 1
    }
    unexpected += logged[next...]
    return (missing, exhaustive ? unexpected : [])
  }
}
