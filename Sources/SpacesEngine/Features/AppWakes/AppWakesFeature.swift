import Foundation

/// App wakes: app code that asked to run at a date (`SystemHost.scheduleWake`, a timer whose
/// interval ends) runs when the engine's clock reaches it, as one of its deadlines.
public enum AppWakesFeature {
  /// What happens to wakes.
  public enum Action: Equatable, Sendable {
    /// App code scheduled (or rescheduled) a wake.
    case scheduled(String, at: Date)
    /// App code cancelled a wake.
    case cancelled(String)
    /// A wake's work returned.
    case ran(String)
  }

  /// The wakes' deadlines.
  public enum Deadline: Hashable, Sendable {
    /// A wake's date came.
    case wake(String)
  }

  /// What the event log says about wakes.
  public enum Event: Equatable, Sendable {
    /// A wake's work runs.
    case woke(String)

    var description: String {
      switch self {
      case .woke(let id): "wake \(id)"
      }
    }
  }

  /// Applies an action.
  public static func reduce(action: Action, context: inout ReduceContext) {
    switch action {
    case .scheduled(let id, let date):
      if date <= context.now {
        wake(id, context: &context)
      } else {
        context.run(.schedule(.appWakes(.wake(id)), at: date))
      }
    case .cancelled(let id):
      context.run(.cancel(.appWakes(.wake(id))))
    case .ran:
      break
    }
  }

  /// A deadline came due.
  public static func deadline(_ deadline: Deadline, context: inout ReduceContext) {
    switch deadline {
    case .wake(let id): wake(id, context: &context)
    }
  }

  static func wake(_ id: String, context: inout ReduceContext) {
    context.log(.appWakes(.woke(id)))
    context.run(.runAppWake(id))
  }
}
