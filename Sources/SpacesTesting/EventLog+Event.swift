import Foundation
import SpacesEngine

extension EventLog {
  /// An event a test asserts on with `expectEvents`.
  ///
  /// A reload, a reload the budget denied, an intent run that ended, a warning or an error.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    /// A control or widget reloaded.
    case reload(Reload)
    /// A widget's reload was refused by its reload budget, to be retried at `retryAt`.
    case budgetDenied(kind: String, cause: Reload.Cause, retryAt: Date)
    /// An intent run ended (its outcome is set).
    case intentRun(IntentRun)
    /// A warning: bad input, an Apple API value not supported yet, slow app code.
    case warning(Problem)
    /// An error other than a failed intent run (whose outcome says it): a provider that threw.
    case error(Problem)

    /// The event as a failure message lists it.
    public var description: String {
      switch self {
      case .reload(let reload): "reload \(reload)"
      case .budgetDenied(let kind, let cause, let retryAt):
        "budget denied \(kind.shortKind) cause=\(cause.rawValue), retry at "
          + retryAt.formatted(.iso8601)
      case .intentRun(let run): "intent run \(run)"
      case .warning(let problem): "warning \(problem)"
      case .error(let problem): "error \(problem)"
      }
    }
  }
}
