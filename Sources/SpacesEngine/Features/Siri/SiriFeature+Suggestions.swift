import SpacesKit

extension SiriFeature {
  /// The "Siri Suggestions" for an empty bar: the widgets apps call relevant now (by display
  /// name), then the apps' donated intents, each named with the app whose App Shortcuts declare
  /// its type.
  static func siriSuggestions(state: State, context: ReduceContext) -> [SiriSuggestion] {
    var apps: [String: String] = [:]
    for source in state.sources {
      for shortcut in source.shortcuts where apps[shortcut.intent.typeName] == nil {
        apps[shortcut.intent.typeName] = source.app
      }
    }
    // A relevant widget is named as the gallery names it (its `configurationDisplayName`).
    var widgetNames: [String: String] = [:]
    for info in context.dashboard.widgetGallery.catalog {
      widgetNames[info.kind] = info.displayName
    }
    return DonationsFeature.suggestions(
      context.dashboard.donations, at: context.now, apps: apps, widgetNames: widgetNames)
  }

  /// A key on an empty bar with suggestions: arrows choose one, Enter runs it. Returns whether
  /// the key was used.
  static func runSuggestion(
    key: KeyEvent, bar: inout SiriBarState, context: inout ReduceContext
  ) -> Bool {
    let count = bar.siriSuggestions.count
    switch key {
    case .up:
      bar.suggestionSelection = (bar.suggestionSelection - 1 + count) % count
    case .down:
      bar.suggestionSelection = (bar.suggestionSelection + 1) % count
    case .enter:
      let suggestion = bar.siriSuggestions[min(bar.suggestionSelection, count - 1)]
      bar.phase = .running(title: suggestion.title)
      bar.ran = nil
      if let kind = suggestion.widgetKind {
        // A relevant widget shows as the widget, configured with the intent.
        context.run(.siri(.showWidget(kind: kind, configuration: suggestion.intent)))
      } else {
        context.send(.runs(.start(suggestion.intent, origin: .siri)))
      }
    default:
      return false
    }
    return true
  }
}
