import Foundation

/// A feature scoped to its slice of the dashboard's state, as TCA's `Scope` embeds a child
/// reducer: the feature's actions and deadlines reach its reducer with its slice as `inout`
/// state, and the rest of the dashboard readable through `ReduceContext.dashboard`.
package struct Scope<F: Feature>: FeatureScope {
  private let path: (WritableKeyPath<DashboardState, F.State> & Sendable)?

  /// Scopes a feature to the slice at `path`.
  package init(_ path: WritableKeyPath<DashboardState, F.State> & Sendable, _ feature: F.Type) {
    self.path = path
  }

  /// Scopes a feature that keeps no state.
  package init(_ feature: F.Type) where F.State == Stateless {
    path = nil
  }

  var actionType: ObjectIdentifier { ObjectIdentifier(F.Action.self) }

  var deadlineType: ObjectIdentifier? {
    F.Deadline.self == Never.self ? nil : ObjectIdentifier(F.Deadline.self)
  }

  func reduce(
    _ action: AnyFeatureAction, state: inout DashboardState, context: inout ReduceContext
  ) {
    guard let action = action.as(F.Action.self) else { return }
    withSlice(of: &state, context: &context) {
      F.reduce(into: &$0, action: action, context: &$1)
    }
  }

  func deadline(_ id: DeadlineID, state: inout DashboardState, context: inout ReduceContext) {
    guard let deadline = id.as(F.Deadline.self) else { return }
    withSlice(of: &state, context: &context) {
      F.deadline(deadline, state: &$0, context: &$1)
    }
  }

  /// Runs the feature on its slice, moved out of the dashboard meanwhile (so changing it never
  /// copies it, though the context holds the rest of the dashboard for reading).
  private func withSlice(
    of state: inout DashboardState, context: inout ReduceContext,
    _ body: (inout F.State, inout ReduceContext) -> Void
  ) {
    var slice = F.State()
    if let path { swap(&slice, &state[keyPath: path]) }
    context.dashboardView = state
    body(&slice, &context)
    context.dashboardView = nil
    if let path { swap(&slice, &state[keyPath: path]) }
  }
}

/// A scoped feature, whatever its types (see `Scope`).
protocol FeatureScope: Sendable {
  /// The type of the feature's actions.
  var actionType: ObjectIdentifier { get }
  /// The type of the feature's deadlines (`nil`: it has none).
  var deadlineType: ObjectIdentifier? { get }
  /// Applies one of the feature's actions.
  func reduce(
    _ action: AnyFeatureAction, state: inout DashboardState, context: inout ReduceContext)
  /// Handles one of the feature's deadlines.
  func deadline(_ id: DeadlineID, state: inout DashboardState, context: inout ReduceContext)
}

/// The features of the dashboard, found by the type of their actions and deadlines.
package struct FeatureTable: Sendable {
  private let byAction: [ObjectIdentifier: any FeatureScope]
  private let byDeadline: [ObjectIdentifier: any FeatureScope]

  /// A table of scoped features; each feature's action and deadline types are its own.
  init(_ scopes: [any FeatureScope]) {
    var byAction: [ObjectIdentifier: any FeatureScope] = [:]
    var byDeadline: [ObjectIdentifier: any FeatureScope] = [:]
    for scope in scopes {
      precondition(byAction[scope.actionType] == nil, "two features share an action type")
      byAction[scope.actionType] = scope
      if let deadline = scope.deadlineType {
        precondition(byDeadline[deadline] == nil, "two features share a deadline type")
        byDeadline[deadline] = scope
      }
    }
    self.byAction = byAction
    self.byDeadline = byDeadline
  }

  /// Applies a feature's action; an action no feature declares is logged as a warning.
  func reduce(
    _ action: AnyFeatureAction, state: inout DashboardState, context: inout ReduceContext
  ) {
    guard let scope = byAction[action.type] else {
      return context.log(.warning("no feature takes the action \(action)"))
    }
    scope.reduce(action, state: &state, context: &context)
  }

  /// Hands a deadline to the feature that scheduled it.
  func deadline(_ id: DeadlineID, state: inout DashboardState, context: inout ReduceContext) {
    guard let scope = byDeadline[id.type] else {
      return context.log(.warning("no feature takes the deadline \(id)"))
    }
    scope.deadline(id, state: &state, context: &context)
  }
}
