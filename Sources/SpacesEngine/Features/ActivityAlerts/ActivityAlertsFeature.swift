import Foundation
import SpacesKit

/// A Live Activity update's alert (`AlertConfiguration`, or a push's `aps.alert`), as iOS
/// shows it: for a few seconds the activity's Lock Screen banner is lit with the alert's title
/// and body, and its Dynamic Island expands; then both return to normal.
package enum ActivityAlertsFeature: Feature {
  /// How long an alert shows, in seconds of the dashboard's clock.
  package static let duration: TimeInterval = 4

  /// The alert showing, if any.
  package struct State: FeatureState {
    /// The alert on screen.
    package var current: ActivityAlert?

    package init() {}
  }

  /// What can happen to alerts.
  package enum Action: Equatable, Sendable {
    /// An activity's update came with an alert.
    case show(ActivityAlert)
  }

  /// The alert's end.
  package enum Deadline: Hashable, Sendable {
    /// The alert's few seconds are over.
    case end
  }

  /// What the event log says about alerts.
  package enum Event: FeatureEvent {
    /// An alert showed.
    case alerted(ActivityAlert)

    package var description: String {
      switch self {
      case .alerted(let alert):
        "Live Activity \(alert.activityID) alert: \(alert.title)"
          + (alert.body.isEmpty ? "" : " — \(alert.body)")
          + " (sound: \(alert.sound ?? "default"), not played: a terminal plays no sounds)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .show(let alert):
      guard context.dashboard.activities[alert.activityID] != nil else { return }
      if let previous = state.current, previous.activityID != alert.activityID {
        collapseIsland(of: previous.activityID, context: &context)
      }
      state.current = alert
      context.log(.activityAlerts(.alerted(alert)))
      context.schedule(.activityAlerts(.end), at: context.now.addingTimeInterval(duration))
      context.send(.island(.alert(alert.activityID)))
    }
  }

  /// The alert's time is over: the banner goes back to normal and the island collapses.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .end:
      guard let alert = state.current else { return }
      state.current = nil
      collapseIsland(of: alert.activityID, context: &context)
    }
  }

  /// Collapses the island if the alert expanded it (and it still shows that activity).
  private static func collapseIsland(of id: String, context: inout ReduceContext) {
    if context.dashboard.island.expanded == id { context.send(.island(.collapse)) }
  }
}

/// One Live Activity alert.
package struct ActivityAlert: Equatable, Sendable {
  /// The activity the update was for.
  package var activityID: String
  /// The alert's title.
  package var title: String
  /// The alert's body.
  package var body: String
  /// The sound's name (`nil`: the system's default sound).
  package var sound: String?

  package init(activityID: String, title: String, body: String, sound: String? = nil) {
    self.activityID = activityID
    self.title = title
    self.body = body
    self.sound = sound
  }
}

extension DashboardAction {
  /// A Live Activity alert action.
  package static func activityAlerts(_ action: ActivityAlertsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A Live Activity alert deadline.
  package static func activityAlerts(_ deadline: ActivityAlertsFeature.Deadline) -> Self {
    Self(deadline)
  }
}

extension EngineEvent.Kind {
  /// A Live Activity alert event.
  package static func activityAlerts(_ event: ActivityAlertsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
