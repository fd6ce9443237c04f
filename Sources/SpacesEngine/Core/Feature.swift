import Foundation

/// A part of the dashboard that owns a slice of its state: only its reducer changes that slice,
/// and it asks other features for what it needs through actions (`ReduceContext.send`), never
/// by writing their state. It may read the rest of the dashboard (`ReduceContext.dashboard`).
///
/// The root reducer (`DashboardReducer.features`) scopes each feature to its slice with one
/// `Scope` line, as The Composable Architecture's `Scope` does; actions, deadlines, effects and
/// events are the feature's own types, routed by type, so a new feature touches no central
/// enum. The recipe is in the README's design notes.
package protocol Feature {
  /// The slice of `DashboardState` the feature owns.
  associatedtype State: FeatureState
  /// What can happen to the feature.
  associatedtype Action: Equatable & Sendable
  /// What the feature waits for (`ReduceContext.schedule`); none by default.
  associatedtype Deadline: Hashable & Sendable = Never

  /// Applies an action to the feature's state: pure (time from `context.now`, side effects as
  /// effects, other features' changes as actions).
  static func reduce(into state: inout State, action: Action, context: inout ReduceContext)

  /// A deadline the feature scheduled came due.
  static func deadline(_ deadline: Deadline, state: inout State, context: inout ReduceContext)
}

extension Feature where Deadline == Never {
  /// A feature without deadlines has none to handle.
  package static func deadline(
    _ deadline: Never, state: inout State, context: inout ReduceContext
  ) {}
}

/// A feature's state: comparable, sendable, and empty to start with.
package protocol FeatureState: Equatable, Sendable {
  /// The state before anything happened.
  init()
}

/// The state of a feature that keeps none (it only turns actions into effects and actions).
package struct Stateless: FeatureState {
  package init() {}
}

/// A side effect a feature asks for, carried out by the engine on the main actor.
///
/// Each feature declares its effects as its own type and says how the engine runs them in its
/// `Engine+<Feature>.swift` file; the reducer only makes values of it, so tests compare them.
package protocol FeatureEffect: Equatable, Sendable {
  /// Carries the effect out: app code runs in a task the engine keeps; results come back as
  /// actions.
  @MainActor func run(in engine: Engine)
}

/// A line of the event log from a feature.
package protocol FeatureEvent: Equatable, Sendable, CustomStringConvertible {
  /// The line without what the user typed, an intent's parameter values or its dialogs: what
  /// the log file writes at its default level (the inspector shows `description`). The line
  /// itself by default.
  var redactedDescription: String { get }
}

extension FeatureEvent {
  /// A line with nothing of the user's in it is logged as it is.
  package var redactedDescription: String { description }
}
