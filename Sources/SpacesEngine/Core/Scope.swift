import Foundation

/// A feature scoped to its slice of the dashboard's state, as TCA's `Scope` embeds a child
/// reducer: the feature's actions and deadlines reach its reducer with its slice as `inout`
/// state, and the rest of the dashboard readable through `ReduceContext.dashboard`.
///
/// Not generic over the feature: the generic initialiser keeps the feature's code in closures.
/// A `Scope<F>` per feature would have the runtime build each specialisation's metadata from
/// its mangled name at start, checking `F: Feature` by a scan of the program's protocol
/// conformance records — one per feature, before the first frame.
package struct Scope: Sendable {
  /// The type of the feature's actions.
  let actionType: ObjectIdentifier
  /// The type of the feature's deadlines (`nil`: it has none).
  let deadlineType: ObjectIdentifier?
  /// Applies one of the feature's actions.
  let reduce: @Sendable (AnyFeatureAction, inout DashboardState, inout ReduceContext) -> Void
  /// Handles one of the feature's deadlines.
  let deadline: @Sendable (DeadlineID, inout DashboardState, inout ReduceContext) -> Void

  /// Scopes a feature to the slice at `path`.
  package init<F: Feature>(
    _ path: WritableKeyPath<DashboardState, F.State> & Sendable, _ feature: F.Type
  ) {
    self.init(feature, path: path)
  }

  /// Scopes a feature that keeps no state.
  package init<F: Feature>(_ feature: F.Type) where F.State == Stateless {
    self.init(feature, path: nil)
  }

  private init<F: Feature>(
    _ feature: F.Type, path: (WritableKeyPath<DashboardState, F.State> & Sendable)?
  ) {
    actionType = ObjectIdentifier(F.Action.self)
    deadlineType = F.Deadline.self == Never.self ? nil : ObjectIdentifier(F.Deadline.self)
    reduce = { action, state, context in
      guard let action = action.as(F.Action.self) else { return }
      Self.withSlice(path, of: &state, context: &context) {
        F.reduce(into: &$0, action: action, context: &$1)
      }
    }
    deadline = { id, state, context in
      guard let deadline = id.as(F.Deadline.self) else { return }
      Self.withSlice(path, of: &state, context: &context) {
        F.deadline(deadline, state: &$0, context: &$1)
      }
    }
  }

  /// Runs a feature on its slice, moved out of the dashboard meanwhile (so changing it never
  /// copies it), the rest of the dashboard readable in place through the context.
  private static func withSlice<State: FeatureState>(
    _ path: WritableKeyPath<DashboardState, State>?, of state: inout DashboardState,
    context: inout ReduceContext, _ body: (inout State, inout ReduceContext) -> Void
  ) {
    var slice = State()
    if let path { swap(&slice, &state[keyPath: path]) }
    // The state isn't changed while the feature runs (it changes its slice, moved out), so the
    // context can read it where it is.
    withUnsafeMutablePointer(to: &state) { pointer in
      let outer = context.dashboardPointer
      context.dashboardPointer = UnsafePointer(pointer)
      body(&slice, &context)
      context.dashboardPointer = outer
    }
    if let path { swap(&slice, &state[keyPath: path]) }
  }
}

/// The features of the dashboard, found by the type of their actions and deadlines.
package struct FeatureTable: Sendable {
  private let byAction: [ObjectIdentifier: Scope]
  private let byDeadline: [ObjectIdentifier: Scope]

  /// A table of scoped features; each feature's action and deadline types are its own.
  init(_ scopes: [Scope]) {
    var byAction: [ObjectIdentifier: Scope] = [:]
    var byDeadline: [ObjectIdentifier: Scope] = [:]
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
    scope.reduce(action, &state, &context)
  }

  /// Hands a deadline to the feature that scheduled it.
  func deadline(_ id: DeadlineID, state: inout DashboardState, context: inout ReduceContext) {
    guard let scope = byDeadline[id.type] else {
      return context.log(.warning("no feature takes the deadline \(id)"))
    }
    scope.deadline(id, &state, &context)
  }
}
