import SpacesKit

extension Engine {
  /// Reads every configurable widget kind's recommendations (on the main actor, as the
  /// provider's code runs there) and hands them to the feature.
  func listConfigurationRecommendations() {
    var lists: [String: [WidgetRecommendation]] = [:]
    for (kind, definition) in apps.widgets {
      guard let recommendations = definition.recommendations else { continue }
      lists[kind] = host.runSync { recommendations() }
    }
    guard !lists.isEmpty else { return }
    send(.widgetRecommendations(.listed(lists)))
  }
}
