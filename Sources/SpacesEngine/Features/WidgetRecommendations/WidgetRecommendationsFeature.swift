import SpacesKit

/// The widget providers' recommended configurations (`AppIntentTimelineProvider
/// .recommendations()`), read when the dashboard starts and again when an app calls
/// `WidgetCenter.shared.invalidateConfigurationRecommendations()`: kept by kind and listed in
/// the event log. iOS shows them only where widgets can't be configured; a widget gallery that
/// offers them is to come.
package enum WidgetRecommendationsFeature: Feature {
  /// The recommendations by widget kind.
  package struct State: FeatureState {
    /// Each kind's recommendations, in the provider's order (kinds without any are absent).
    package var byKind: [String: [WidgetRecommendation]] = [:]

    package init() {}
  }

  /// What happens to the recommendations.
  package enum Action: Equatable, Sendable {
    /// The providers' recommendations were read, by kind (every kind with a provider that
    /// takes a configuration, an empty list for one without recommendations).
    case listed([String: [WidgetRecommendation]])
  }

  /// What the event log says about recommendations.
  package enum Event: FeatureEvent {
    /// A kind's recommendations, by description.
    case listed(kind: String, descriptions: [String])

    package var description: String {
      switch self {
      case .listed(let kind, let descriptions):
        "widget \(kind.shortKind) recommends \(descriptions.count): "
          + descriptions.map { "“\($0)”" }.joined(separator: ", ")
      }
    }
  }

  /// Applies an action: keeps the lists and logs each kind whose list changed.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .listed(let lists):
      for (kind, list) in lists.sorted(by: { $0.key < $1.key }) {
        let previous = state.byKind[kind] ?? []
        state.byKind[kind] = list.isEmpty ? nil : list
        guard list != previous, !list.isEmpty else { continue }
        context.log(
          .widgetRecommendations(.listed(kind: kind, descriptions: list.map(\.description))))
      }
    }
  }
}

extension DashboardAction {
  /// A widget recommendations action.
  package static func widgetRecommendations(_ action: WidgetRecommendationsFeature.Action)
    -> Self
  {
    .feature(AnyFeatureAction(action))
  }
}

extension EngineEvent.Kind {
  /// A widget recommendations event.
  package static func widgetRecommendations(_ event: WidgetRecommendationsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
