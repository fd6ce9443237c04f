import Foundation
import OrderedCollections
import SpacesKit

/// Live Activities on the Lock Screen and in the Dynamic Island: started, updated, stale,
/// ended, dismissed.
package enum ActivitiesFeature: Feature {
  /// The activities on screen, by identifier, in the order they started.
  package typealias State = OrderedDictionary<String, LiveActivityState>

  /// What happens to activities.
  package enum Action: Equatable, Sendable {
    /// An activity started or changed (built from the app's record by the runtime).
    case changed(LiveActivityState)
  }

  /// The activities' deadlines.
  package enum Deadline: Hashable, Sendable {
    /// The content goes stale.
    case stale(String)
    /// An ended activity leaves the screen.
    case dismiss(String)
  }

  /// What the engine does for activities.
  package enum Effect: Equatable, Sendable {
    /// Build a Live Activity's view again from its record (it went stale).
    case refresh(String)
    /// Remove a Live Activity from the system's list.
    case dismiss(String)
  }

  /// What the event log says about activities.
  package enum Event: FeatureEvent {
    /// An activity started, changed, went stale, ended or was dismissed.
    case changed(id: String, change: String)
    /// Live Activities were turned on or off, as in Settings.
    case enablement(Bool)

    package var description: String {
      switch self {
      case .changed(let id, let change): "activity \(id) \(change)"
      case .enablement(let on):
        on
          ? "Live Activities turned on"
          : "Live Activities turned off: Activity.request throws .denied, running ones end"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .changed(let activity):
      changed(activity, state: &state, context: &context)
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .stale(let id):
      // The runtime marks the record stale and builds the view again; `changed` logs it.
      guard let activity = state[id], !activity.hasEnded, !activity.isStale else { return }
      context.run(.activities(.refresh(id)))
    case .dismiss(let id):
      state[id] = nil
      context.log(.activities(.changed(id: id, change: "dismissed")))
      context.run(.activities(.dismiss(id)))
    }
  }

  static func changed(
    _ activity: LiveActivityState, state: inout State, context: inout ReduceContext
  ) {
    let now = context.now
    let previous = state[activity.id]
    let change: String
    if let existing = previous {
      change =
        activity.hasEnded ? "ended" : (activity.isStale && !existing.isStale ? "stale" : "updated")
    } else {
      change = "started"
    }
    state[activity.id] = activity
    context.log(.activities(.changed(id: activity.id, change: change)))
    guard activity.hasEnded else {
      if let stale = activity.staleDate, stale > now, !activity.isStale {
        context.schedule(.activities(.stale(activity.id)), at: stale)
      }
      return
    }
    // An ended activity no longer goes stale; it stays until its dismissal date.
    if let previous, !previous.hasEnded, !previous.isStale, let stale = previous.staleDate,
      stale > now
    {
      context.cancel(.activities(.stale(activity.id)))
    }
    if let dismissal = activity.dismissalDate, dismissal > now {
      context.schedule(.activities(.dismiss(activity.id)), at: dismissal)
    } else {
      // Dismissed now (the person's ✕) while its dismissal date was still ahead.
      if let date = previous?.dismissalDate, date > now, previous?.hasEnded == true {
        context.cancel(.activities(.dismiss(activity.id)))
      }
      state[activity.id] = nil
      context.run(.activities(.dismiss(activity.id)))
    }
  }
}

/// The activities' state starts empty.
extension OrderedDictionary: FeatureState where Key == String, Value == LiveActivityState {}

extension DashboardAction {
  /// A Live Activity action.
  package static func activities(_ action: ActivitiesFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A Live Activity deadline.
  package static func activities(_ deadline: ActivitiesFeature.Deadline) -> Self {
    Self(deadline)
  }
}

extension Effect {
  /// A Live Activity effect.
  package static func activities(_ effect: ActivitiesFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Live Activity event.
  package static func activities(_ event: ActivitiesFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
