import SpacesKit

/// The Control Lab: every installed control in every size and state, side by side, filtered to
/// one kind or one app; the arrows scroll it a control at a time.
package enum ControlLabFeature: Feature {
  /// What the Lab shows.
  package struct State: FeatureState {
    /// Only controls of this kind (`nil`: every kind).
    package var kind: String?
    /// Only controls of this app, by name, ignoring case (`nil`: every app).
    package var app: String?
    /// The first control shown (an index into the filtered controls): the Lab scrolls by it.
    package var first = 0

    package init() {}

    package init(kind: String?, app: String?) {
      self.kind = kind
      self.app = app
    }
  }

  /// What changes the Lab.
  package enum Action: Equatable, Sendable {
    /// Shows only one kind and/or one app's controls (`nil` lifts a filter).
    case setFilter(kind: String?, app: String?)
    /// Scrolls by controls: positive down, negative up.
    case scroll(by: Int)
  }

  /// The controls the Lab shows, in Control Center's order: every installed control that
  /// passes the filter.
  package static func controls(_ state: DashboardState) -> [ControlInstance] {
    controls(state.controls, filter: state.controlLab)
  }

  /// The installed controls that pass the Lab's filter, in Control Center's order.
  static func controls(_ controls: ControlsState, filter: State) -> [ControlInstance] {
    controls.filter { control in
      (filter.kind.map { $0 == control.kind } ?? true)
        && (filter.app.map { $0.lowercased() == control.appName.lowercased() } ?? true)
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .setFilter(let kind, let app):
      state = State(kind: kind, app: app)
    case .scroll(let step):
      let count = controls(context.dashboard.controls, filter: state).count
      state.first = max(0, min(count - 1, state.first + step))
    }
  }
}

extension DashboardAction {
  /// A Control Lab action.
  package static func controlLab(_ action: ControlLabFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}
