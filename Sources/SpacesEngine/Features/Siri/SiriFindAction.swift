import SpacesKit

/// A "Find <entities>" action the Siri bar offers: an app's property query, run as an intent
/// that asks what to find and shows the results.
package struct SiriFindAction: Equatable, Sendable {
  /// The app whose entity it finds.
  package var app: String
  /// “Find Episodes”.
  package var title: String
  /// The intent that asks and runs the query.
  package var intent: IntentBox

  package init(app: String, title: String, intent: IntentBox) {
    self.app = app
    self.title = title
    self.intent = intent
  }

  /// The apps' Find actions, in app order.
  package static func all(in sources: [AppShortcutsSource]) -> [SiriFindAction] {
    sources.flatMap { source in
      source.findActions.map {
        SiriFindAction(app: source.app, title: $0.title, intent: $0.intent)
      }
    }
  }

  /// Whether typed text names this action: “find episodes”, or “find episodes in <app>”.
  func isNamed(by text: String) -> Bool {
    let key = ShortcutPhraseIndex.key(text)
    let own = ShortcutPhraseIndex.key(title)
    return key == own || key == own + [" "] + ShortcutPhraseIndex.key("in \(app)")
  }

  /// Whether typed text starts this action's name (at least “fi”).
  func isStarted(by text: String) -> Bool {
    let key = ShortcutPhraseIndex.key(text)
    return key.count >= 2 && ShortcutPhraseIndex.key(title).starts(with: key)
  }
}
