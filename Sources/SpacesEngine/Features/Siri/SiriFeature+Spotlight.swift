import SpacesKit

extension SiriFeature {
  /// The Spotlight results for the bar's text: the apps' indexed items it finds, shown after
  /// the App Shortcut suggestions (none for an empty field).
  static func spotlightResults(for text: String, context: ReduceContext) -> [SpotlightItem] {
    SpotlightSearch.results(for: text, in: context.dashboard.spotlight.entries)
  }

  /// Refreshes the Spotlight results after the text changed (the selection starts over).
  static func refreshSpotlight(_ bar: inout SiriBarState, context: ReduceContext) {
    bar.spotlight = spotlightResults(for: bar.field.text, context: context)
    bar.spotlightSelection = nil
    bar.spotlightApp = nil
  }

  /// A key while typing with Spotlight results: `↓`/`↑` move through them (up from the first
  /// goes back to the field), `Enter` opens the one chosen, or the top hit when no App Shortcut
  /// phrase matches the text. Returns whether the key was used.
  static func spotlightKey(
    _ key: KeyEvent, bar: inout SiriBarState, index: ShortcutPhraseIndex,
    context: inout ReduceContext
  ) -> Bool {
    let count = bar.spotlight.count
    guard count > 0 else { return false }
    switch key {
    case .down:
      bar.spotlightSelection = min((bar.spotlightSelection ?? -1) + 1, count - 1)
    case .up:
      guard let selection = bar.spotlightSelection else { return false }
      bar.spotlightSelection = selection == 0 ? nil : selection - 1
    case .enter:
      if let selection = bar.spotlightSelection {
        openSpotlight(bar.spotlight[min(selection, count - 1)], bar: &bar, context: &context)
      } else if case .none = index.match(bar.field.text), helpRequest(bar.field.text) == nil,
        !bar.findActions.contains(where: { $0.isNamed(by: bar.field.text) })
      {
        openSpotlight(bar.spotlight[0], bar: &bar, context: &context)
      } else {
        return false
      }
    default:
      return false
    }
    return true
  }

  /// Opens a Spotlight result: the app's `OpenIntent` for the entity runs (the engine makes it),
  /// else the app opens.
  static func openSpotlight(
    _ item: SpotlightItem, bar: inout SiriBarState, context: inout ReduceContext
  ) {
    bar.phase = .running(title: item.title)
    bar.ran = nil
    bar.spotlightApp = item.app
    context.run(.spotlight(.resolveOpener(item)))
  }

  /// What the bar answers for a Spotlight result that opened its app.
  static func spotlightOpenedAnswer(_ item: SpotlightItem) -> SiriAnswer {
    SiriAnswer(title: item.title, lines: ["Opening \(item.app)."])
  }
}
