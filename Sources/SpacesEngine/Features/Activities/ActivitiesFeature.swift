import Foundation
import OrderedCollections
import SpacesKit

/// Live Activities on the Lock Screen and in the Dynamic Island: started, updated, stale,
/// ended, dismissed.
public enum ActivitiesFeature {
  /// The activities on screen, by identifier, in the order they started.
  public typealias State = OrderedDictionary<String, LiveActivityState>

  /// What happens to activities.
  public enum Action: Equatable, Sendable {
    /// An activity started or changed (built from the app's record by the runtime).
    case changed(LiveActivityState)
  }

  /// The activities' deadlines.
  public enum Deadline: Hashable, Sendable {
    /// The content goes stale.
    case stale(String)
    /// An ended activity leaves the screen.
    case dismiss(String)
  }

  /// What the event log says about activities.
  public enum Event: Equatable, Sendable {
    /// An activity started, changed, went stale, ended or was dismissed.
    case changed(id: String, change: String)

    var description: String {
      switch self {
      case .changed(let id, let change): "activity \(id) \(change)"
      }
    }
  }

  /// Applies an action.
  public static func reduce(into state: inout State, action: Action, context: inout ReduceContext) {
    switch action {
    case .changed(let activity):
      changed(activity, state: &state, context: &context)
    }
  }

  /// A deadline came due.
  public static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .stale(let id):
      // The runtime marks the record stale and builds the view again; `changed` logs it.
      guard let activity = state[id], !activity.hasEnded, !activity.isStale else { return }
      context.run(.refreshActivity(id))
    case .dismiss(let id):
      state[id] = nil
      context.log(.activities(.changed(id: id, change: "dismissed")))
      context.run(.dismissActivity(id))
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
        context.run(.schedule(.activities(.stale(activity.id)), at: stale))
      }
      return
    }
    // An ended activity no longer goes stale; it stays until its dismissal date.
    if let previous, !previous.hasEnded, !previous.isStale, let stale = previous.staleDate,
      stale > now
    {
      context.run(.cancel(.activities(.stale(activity.id))))
    }
    if let dismissal = activity.dismissalDate, dismissal > now {
      context.run(.schedule(.activities(.dismiss(activity.id)), at: dismissal))
    } else {
      state[activity.id] = nil
      context.run(.dismissActivity(activity.id))
    }
  }
}
