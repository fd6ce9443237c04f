import SpacesKit

/// One of the Siri bar's "Siri Suggestions": an intent an app donated, runnable with Enter.
package struct SiriSuggestion: Equatable, Sendable {
  /// What the row reads: the intent's parameter summary with its values, else its title.
  package var title: String
  /// The app, when known.
  package var app: String?
  /// The intent to run.
  package var intent: IntentBox

  package init(title: String, app: String? = nil, intent: IntentBox) {
    self.title = title
    self.app = app
    self.intent = intent
  }
}
