import Foundation

/// `view-state.json`, where the apps' screens keep their `Codable` `@State` values: what was
/// wrong with it at start told (one that couldn't be parsed was moved aside, one that couldn't be
/// read is kept and not written over), and every change saved (an effect; the values themselves
/// live in the engine's `ViewStateStore`). A failed write is retried (`StateFileSaving`).
package enum ViewStateFileFeature: Feature {
  /// How saving the view state file stands: refused, unsaved, retrying.
  package typealias State = StateFileSaving

  /// What happens to the view state file.
  package enum Action: Equatable, Sendable {
    /// The file had a problem when the dashboard read it at start.
    case restored(StateFileProblem)
    /// Save the values as they are now (they changed, or a retry).
    case save
    /// The file was written.
    case saved
    /// Writing the file failed (the reason names the file).
    case saveFailed(String)
  }

  /// What the view state file feature waits for.
  package enum Deadline: Hashable, Sendable {
    /// Try the failed write again.
    case retry
  }

  /// What the engine does with the view state file.
  package enum Effect: Equatable, Sendable {
    /// Write the engine's `Codable` view state values; the outcome comes back as `.saved` or
    /// `.saveFailed`.
    case save
  }

  /// How messages name the file.
  static let names = StateFileSaving.Names(
    file: "view-state.json", contents: "the apps' screen state")

  /// Applies an action.
  package static func reduce(
    into state: inout State, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .restored(let problem):
      state.restored(problem, names: names, defaults: "fresh screen state", context: &context)
    case .save:
      guard state.shouldWrite(names: names, context: &context) else { return }
      context.run(.viewStateFile(.save))
    case .saved:
      state.written(names: names, retry: .viewStateFile(.retry), context: &context)
    case .saveFailed(let reason):
      state.writeFailed(reason, names: names, retry: .viewStateFile(.retry), context: &context)
    }
  }

  /// A retry came due: save the values as they are now.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .retry: reduce(into: &state, action: .save, context: &context)
    }
  }
}

extension DashboardAction {
  /// A view state file action.
  package static func viewStateFile(_ action: ViewStateFileFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A view state file deadline.
  package static func viewStateFile(_ deadline: ViewStateFileFeature.Deadline) -> Self {
    Self(deadline)
  }
}

extension Effect {
  /// A view state file effect.
  package static func viewStateFile(_ effect: ViewStateFileFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
