import Foundation

/// The toast: a one-line, timed message that answers an action whose effect the screen doesn't
/// otherwise show (a mode switched, a button's result, a refused key). One at a time: the next
/// toast replaces the one up. Any feature shows one with `context.toast("…")`.
///
/// Its end is a deadline on the presentation clock (`ReduceContext.schedulePresentation`), so a
/// toast stays its full time whatever the simulated clock's speed, and goes while it is
/// paused; with no toast up, nothing is scheduled.
package enum ToastFeature: Feature {
  /// The toast up, if any.
  package struct State: FeatureState {
    /// The toast on screen.
    package var current: Toast?

    package init() {}
  }

  /// What happens to the toast.
  package enum Action: Equatable, Sendable {
    /// Show a message (replacing the toast up).
    case show(Toast.Message, Toast.Kind)
  }

  /// The toast's deadline.
  package enum Deadline: Hashable, Sendable {
    /// The toast up goes.
    case expiry
  }

  /// How long a toast stays up, in real (presentation) seconds.
  package static let duration: TimeInterval = 2.5

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .show(let message, let kind):
      let until = context.presentationNow + duration
      state.current = Toast(message, kind: kind, until: until)
      context.schedulePresentation(.toast(.expiry), at: until)
    }
  }

  /// The toast's time is up (a later toast moved the deadline to its own end).
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .expiry:
      if let toast = state.current, context.presentationNow >= toast.until { state.current = nil }
    }
  }
}

extension ReduceContext {
  /// Shows a toast: the one call a feature makes to answer an action visibly ("Brightness
  /// 60%", "Break logged."); `.error` for a problem.
  package mutating func toast(_ text: String, _ kind: Toast.Kind = .info) {
    send(.toast(.show(.text(text), kind)))
  }
}

extension DashboardAction {
  /// A toast action.
  package static func toast(_ action: ToastFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// The toast's deadline.
  package static func toast(_ deadline: ToastFeature.Deadline) -> Self { Self(deadline) }
}
