import Foundation
import SpacesKit

/// The Dynamic Island expanded: `I` expands the most relevant activity's island over the
/// space (its expanded regions), `Esc` (or `I` again, or any other key) collapses it, and
/// `Enter` opens its app with the island's `widgetURL`, as a tap does on iOS.
///
/// The compact and minimal presentations need no state: they are drawn from the activities
/// (`DashboardState.islandActivities`).
package enum IslandFeature: Feature {
  /// Which activity's island is expanded.
  package struct State: FeatureState {
    /// The expanded activity's identifier, while the island is expanded.
    package var expanded: String?

    package init() {}
  }

  /// What the island does.
  package enum Action: Equatable, Sendable {
    /// Expand the most relevant activity's island (nothing when no activity has one).
    case expand
    /// An activity's alert expands its island for the alert's seconds (nothing while another
    /// is expanded or when the activity built no island).
    case alert(String)
    /// Collapse the island back to its compact presentation.
    case collapse
    /// Open the expanded activity's app with its island's `widgetURL`.
    case open
    /// A key while the expanded island is on top.
    case key(KeyEvent)
  }

  /// What the engine does for the island.
  package enum Effect: Equatable, Sendable {
    /// Open the app that declares an attributes type with a URL.
    case openURL(URL, attributesType: String)
  }

  /// What the event log says.
  package enum Event: FeatureEvent {
    /// The island expanded on an activity.
    case expanded(String)
    /// The island collapsed.
    case collapsed
    /// The island opened its app with its `widgetURL`.
    case opened(String, url: String)
    /// `I` with no activity in the island.
    case nothingToExpand

    package var description: String {
      switch self {
      case .expanded(let id): "Dynamic Island expanded: activity \(id)"
      case .collapsed: "Dynamic Island collapsed"
      case .opened(let id, let url): "Dynamic Island of activity \(id) opened \(url) (widgetURL)"
      case .nothingToExpand: "Dynamic Island: no Live Activity to expand"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .expand:
      guard state.expanded == nil else { return }
      guard let activity = context.dashboard.islandActivities.compact else {
        // Said on the notice line too: a key must answer visibly.
        context.toast("No Live Activity in the Dynamic Island to expand")
        return context.log(.island(.nothingToExpand))
      }
      state.expanded = activity.id
      context.log(.island(.expanded(activity.id)))
      context.send(.navigation(.present(.island)))
    case .alert(let id):
      guard state.expanded == nil, context.dashboard.activities[id]?.island != nil else { return }
      state.expanded = id
      context.log(.island(.expanded(id)))
      context.send(.navigation(.present(.island)))
    case .collapse:
      guard state.expanded != nil else { return }
      state.expanded = nil
      context.log(.island(.collapsed))
      context.send(.navigation(.dismiss(.island)))
    case .open:
      guard let id = state.expanded else { return }
      let activity = context.dashboard.activities[id]
      context.send(.island(.collapse))
      guard let activity, let url = activity.island?.url else { return }
      context.log(.island(.opened(id, url: url.absoluteString)))
      context.run(.island(.openURL(url, attributesType: activity.attributesType)))
    case .key(let key):
      switch key {
      case .enter, .character(" "): context.send(.island(.open))
      case .control("c"), .character("q"): context.send(.quit)
      default: context.send(.island(.collapse))
      }
    }
  }
}

extension IslandFeature.Effect: FeatureEffect {
  /// Runs an island effect in the engine: opens the activity's app with the URL.
  package func run(in engine: Engine) {
    switch self {
    case .openURL(let url, let attributesType):
      engine.openActivityApp(attributesType, with: url)
    }
  }
}

extension DashboardAction {
  /// A Dynamic Island action.
  package static func island(_ action: IslandFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Dynamic Island effect.
  package static func island(_ effect: IslandFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Dynamic Island event.
  package static func island(_ event: IslandFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
