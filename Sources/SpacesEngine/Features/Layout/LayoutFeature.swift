import Foundation
import SpacesKit

/// The layout file: what it held at start applied (through the controls and the Action button),
/// and every change saved (an effect; the reducer never writes files). An unreadable file was
/// moved aside before; the user is told.
package enum LayoutFeature: Feature {
  package typealias State = Stateless

  /// What happens to the layout file.
  package enum Action: Equatable, Sendable {
    /// What the layout file held when the dashboard started.
    case restore(LayoutStore.Outcome)
    /// Save the layout as it is now.
    case save
    /// Writing the layout file failed.
    case saveFailed(String)
  }

  /// What the engine does with the layout file.
  package enum Effect: Equatable, Sendable {
    /// Write the layout file; a failure comes back as `.saveFailed`.
    case save(SavedLayout)
  }

  /// Applies an action.
  package static func reduce(
    into state: inout Stateless, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .restore(let outcome):
      restore(outcome, context: &context)
    case .save:
      context.run(.layout(.save(SavedLayout(state: context.dashboard))))
    case .saveFailed(let message):
      let problem = "can't save the layout: \(message)"
      context.send(.notice((context.dashboard.notice.map { $0 + "; " } ?? "") + problem))
      context.log(.warning(problem))
    }
  }

  /// Applies what the layout file held; a missing, migrated or unreadable file is saved anew
  /// (an unreadable one was moved aside first, and the user is told). Configurable controls
  /// then read their saved configurations (entity lookups) before loading.
  static func restore(_ outcome: LayoutStore.Outcome, context: inout ReduceContext) {
    switch outcome {
    case .loaded(let layout):
      apply(layout, context: &context)
    case .migrated(let layout, _):
      apply(layout, context: &context)
      context.send(.layout(.save))
    case .missing:
      context.send(.layout(.save))
    case .movedAside(let reason, let movedTo):
      let problem =
        "layout.json was unreadable (\(reason)); moved to \(movedTo.lastPathComponent), "
        + "using the default layout"
      context.send(.notice(problem))
      context.log(.warning(problem))
      context.send(.layout(.save))
    }
    context.send(.controls(.loadConfigurations))
  }

  private static func apply(_ layout: SavedLayout, context: inout ReduceContext) {
    context.send(.controls(.applyLayout(layout)))
    context.send(.actionButton(.restoreShortcut(layout.actionButtonShortcut)))
  }
}

extension DashboardAction {
  /// A layout file action.
  package static func layout(_ action: LayoutFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A layout file effect.
  package static func layout(_ effect: LayoutFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
