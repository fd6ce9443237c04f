import Foundation
import SpacesEngine

/// An event a test expects, matched against the event log's notable events.
///
/// Kinds match as everywhere in SpacesTesting (as declared, or the last reverse-DNS
/// component); a warning or error matches when its text contains the given text; what isn't
/// given (an intent run's origin) matches anything.
public enum ExpectedEvent: Sendable, CustomStringConvertible {
  /// A control or widget of a kind reloaded, for a cause.
  case reload(String, cause: EventLog.Reload.Cause)
  /// A widget's reload, for a cause, was refused by its reload budget.
  case budgetDenied(String, cause: EventLog.Reload.Cause)
  /// An intent (by title) ran and ended so, started from there (`nil`: from anywhere).
  case intentRun(
    String, outcome: EventLog.IntentRun.Outcome, origin: EventLog.IntentRun.Origin? = nil)
  /// A warning containing a text.
  case warning(containing: String)
  /// An error containing a text.
  case error(containing: String)

  /// Whether a logged event is this one.
  func matches(_ event: EventLog.Event) -> Bool {
    switch (self, event) {
    case (.reload(let kind, let cause), .reload(let reload)):
      reload.kind.matchesKind(kind) && reload.cause == cause
    case (.budgetDenied(let kind, let cause), .budgetDenied(let logged, let loggedCause, _)):
      logged.matchesKind(kind) && loggedCause == cause
    case (.intentRun(let title, let outcome, let origin), .intentRun(let run)):
      run.title == title && run.outcome == outcome && (origin.map { run.origin == $0 } ?? true)
    case (.warning(let text), .warning(let problem)):
      problem.description.contains(text)
    case (.error(let text), .error(let problem)):
      problem.description.contains(text)
    default:
      false
    }
  }

  /// The expectation as a failure message lists it.
  public var description: String {
    switch self {
    case .reload(let kind, let cause): "reload \(kind) cause=\(cause.rawValue)"
    case .budgetDenied(let kind, let cause): "budget denied \(kind) cause=\(cause.rawValue)"
    case .intentRun(let title, let outcome, let origin):
      "intent run \"\(title)\" \(outcome)" + (origin.map { " from \($0)" } ?? "")
    case .warning(let text): "warning containing \"\(text)\""
    case .error(let text): "error containing \"\(text)\""
    }
  }
}
