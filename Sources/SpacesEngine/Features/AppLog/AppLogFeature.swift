import Foundation
import SpacesKit

/// What app code logs with `Logger`: every message is a line of the event log (and so of the
/// log file); errors and faults are warnings, also shown on the notice line, since that is
/// where an app's developer sees that something went wrong where no view shows it.
package enum AppLogFeature: Feature {
  package typealias State = Stateless

  /// What happens to an app's log.
  package enum Action: Equatable, Sendable {
    /// App code logged a message.
    case logged(AppLogEntry)
  }

  /// A line of the event log from an app's `Logger`.
  package enum Event: FeatureEvent {
    /// A message below the error level.
    case message(AppLogEntry)

    package var description: String {
      switch self {
      case .message(let entry): "log \(entry.source) (\(entry.level.name)): \(entry.message)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(
    into state: inout Stateless, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .logged(let entry) where entry.level.isProblem:
      let text = "\(entry.source): \(entry.message)"
      context.log(.warning(text))
      let current = context.dashboard.notice ?? ""
      if !current.contains(text) {
        context.send(.notice(current.isEmpty ? text : current + "; " + text))
      }
    case .logged(let entry):
      context.log(.appLog(.message(entry)))
    }
  }
}

extension DashboardAction {
  /// An app log action.
  package static func appLog(_ action: AppLogFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension EngineEvent.Kind {
  /// An app log event.
  package static func appLog(_ event: AppLogFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
