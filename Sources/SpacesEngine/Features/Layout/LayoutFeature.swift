import Foundation
import SpacesKit

/// The layout file: what it held at start applied (through the controls and the Action button),
/// and every change saved (an effect; the reducer never writes files). A file that couldn't be
/// parsed was moved aside before, one that couldn't be read is kept and not written over; the
/// user is told. A failed write leaves the layout unsaved and is retried (`StateFileSaving`).
package enum LayoutFeature: Feature {
  /// How saving the layout file stands: refused, unsaved, retrying.
  package typealias State = StateFileSaving

  /// What happens to the layout file.
  package enum Action: Equatable, Sendable {
    /// What the layout file held when the dashboard started.
    case restore(LayoutStore.Outcome)
    /// Save the layout as it is now (a change, or a retry).
    case save
    /// The layout file was written.
    case saved
    /// Writing the layout file failed (the reason names the file).
    case saveFailed(String)
  }

  /// What the layout feature waits for.
  package enum Deadline: Hashable, Sendable {
    /// Try the failed write again.
    case retry
  }

  /// What the engine does with the layout file.
  package enum Effect: Equatable, Sendable {
    /// Write the layout file; the outcome comes back as `.saved` or `.saveFailed`.
    case save(SavedLayout)
  }

  /// How messages name the file.
  static let names = StateFileSaving.Names(file: "layout.json", contents: "the layout")

  /// Applies an action.
  package static func reduce(
    into state: inout State, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .restore(let outcome):
      restore(outcome, state: &state, context: &context)
    case .save:
      guard state.shouldWrite(names: names, context: &context) else { return }
      context.run(.layout(.save(SavedLayout(state: context.dashboard))))
    case .saved:
      state.written(names: names, retry: .layout(.retry), context: &context)
    case .saveFailed(let reason):
      state.writeFailed(reason, names: names, retry: .layout(.retry), context: &context)
    }
  }

  /// A retry came due: save the layout as it is now.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .retry: reduce(into: &state, action: .save, context: &context)
    }
  }

  /// Applies what the layout file held; a missing, migrated or moved-aside file is saved anew,
  /// an unreadable one is kept (and the user told). Configurable controls then read their saved
  /// configurations (entity lookups) before loading.
  static func restore(
    _ outcome: LayoutStore.Outcome, state: inout State, context: inout ReduceContext
  ) {
    let defaults = "the default layout"
    switch outcome {
    case .loaded(let layout):
      apply(layout, context: &context)
    case .migrated(let layout, _):
      apply(layout, context: &context)
      context.send(.layout(.save))
    case .missing:
      context.send(.layout(.save))
    case .movedAside(let reason, let movedTo):
      state.restored(
        .movedAside(reason: reason, to: movedTo), names: names, defaults: defaults,
        context: &context)
      context.send(.layout(.save))
    case .unreadable(let reason):
      state.restored(
        .unreadable(reason: reason), names: names, defaults: defaults, context: &context)
    }
    context.send(.controls(.loadConfigurations))
  }

  private static func apply(_ layout: SavedLayout, context: inout ReduceContext) {
    context.send(.controls(.applyLayout(layout)))
    context.send(.actionButton(.restoreShortcut(layout.actionButtonShortcut)))
    context.send(.widgetGallery(.restore(layout.widgets)))
    context.send(.widgetGallery(.restoreStacks(layout.stacks)))
  }
}

extension StateFileSaving: FeatureState {}

extension DashboardAction {
  /// A layout file action.
  package static func layout(_ action: LayoutFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A layout file deadline.
  package static func layout(_ deadline: LayoutFeature.Deadline) -> Self { Self(deadline) }
}

extension Effect {
  /// A layout file effect.
  package static func layout(_ effect: LayoutFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
