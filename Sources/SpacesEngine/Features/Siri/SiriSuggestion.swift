import SpacesKit

/// One of the Siri bar's "Siri Suggestions": an intent an app donated, runnable with Enter, or
/// a widget an app called relevant now (`RelevantIntentManager`), shown with Enter.
package struct SiriSuggestion: Equatable, Sendable {
  /// What the row reads: the intent's parameter summary with its values, else its title.
  package var title: String
  /// The app, when known.
  package var app: String?
  /// The intent to run (a relevant widget's: its configuration).
  package var intent: IntentBox
  /// The widget kind, for a relevant widget: Enter shows the widget so configured instead of
  /// running the intent.
  package var widgetKind: String?

  package init(title: String, app: String? = nil, intent: IntentBox, widgetKind: String? = nil) {
    self.title = title
    self.app = app
    self.intent = intent
    self.widgetKind = widgetKind
  }
}
