import SpacesKit

/// The Control Lab: every installed control in every size and state, side by side, filtered to
/// one kind or one app; the arrows scroll it a control at a time.
public enum ControlLabFeature {
  /// What the Lab shows.
  public struct State: Equatable, Sendable {
    /// Only controls of this kind (`nil`: every kind).
    public var kind: String?
    /// Only controls of this app, by name, ignoring case (`nil`: every app).
    public var app: String?
    /// The first control shown (an index into the filtered controls): the Lab scrolls by it.
    public var first = 0

    public init(kind: String? = nil, app: String? = nil) {
      self.kind = kind
      self.app = app
    }
  }

  /// What changes the Lab.
  public enum Action: Equatable, Sendable {
    /// Shows only one kind and/or one app's controls (`nil` lifts a filter).
    case setFilter(kind: String?, app: String?)
    /// Scrolls by controls: positive down, negative up.
    case scroll(by: Int)
  }

  /// The controls the Lab shows, in Control Center's order: every installed control that
  /// passes the filter.
  public static func controls(_ state: DashboardState) -> [ControlInstance] {
    state.controls.filter { control in
      (state.controlLab.kind.map { $0 == control.kind } ?? true)
        && (state.controlLab.app.map { $0.lowercased() == control.appName.lowercased() } ?? true)
    }
  }

  /// Applies an action.
  public static func reduce(into state: inout DashboardState, action: Action) {
    switch action {
    case .setFilter(let kind, let app):
      state.controlLab = State(kind: kind, app: app)
    case .scroll(let step):
      let count = controls(state).count
      state.controlLab.first = max(0, min(count - 1, state.controlLab.first + step))
    }
  }
}
