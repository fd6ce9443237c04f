import SpacesKit

/// The Siri / Spotlight bar (`/`): the text typed, the live suggestions, and what the bar
/// shows after Enter (a run going on, a choice among tied phrases, an answer).
///
/// The field takes at most `maxLength` characters, as a search field does: no phrase is near
/// that long, and a paste past it is cut there, so that matching stays cheap per key.
package struct SiriBarState: Equatable, Sendable {
  /// The most characters the field takes.
  package static let maxLength = 256

  /// What the bar is doing.
  package enum Phase: Equatable, Sendable {
    /// The user types; suggestions follow the text.
    case typing
    /// Phrases that do different things matched equally well: the user picks one.
    case choosing([ShortcutPhraseIndex.Entry], selection: Int)
    /// A shortcut's intent runs (it may ask something: the bar shows the question).
    case running(title: String)
    /// What Siri answers: a result, an error, a list of shortcuts.
    case answer(SiriAnswer)
  }

  /// The text field.
  package var field = TextFieldState()
  /// The phrases closest to the text, best first (live, as the user types).
  package var suggestions: [String] = []
  /// What the bar is doing.
  package var phase: Phase = .typing
  /// The phrase whose shortcut runs (or ran last).
  package var ran: ShortcutPhraseIndex.Entry?
  /// The donated intents shown under "Siri Suggestions" while nothing is typed.
  package var siriSuggestions: [SiriSuggestion] = []
  /// The suggestion Enter runs while nothing is typed.
  package var suggestionSelection = 0
  /// The apps' "Find <entities>" actions, offered as the text starts their names.
  package var findActions: [SiriFindAction] = []
  /// The apps' indexed items the text finds (`SpotlightSearch`), shown after the suggestions.
  package var spotlight: [SpotlightItem] = []
  /// The Spotlight result `↓` chose (`nil`: the field has the focus).
  package var spotlightSelection: Int?
  /// The app of the Spotlight result being opened (its `OpenIntent`'s run is that app's).
  package var spotlightApp: String?

  package init() {}

  /// Whether the field holds `maxLength` characters: typing adds nothing more.
  package var isFull: Bool { field.text.count >= Self.maxLength }

  /// The keys the bar names, for its hint line.
  package var hint: String {
    switch phase {
    case .typing where isFull:
      "at most \(Self.maxLength) characters  Enter run  Esc close"
    case .typing where field.text.isEmpty && !siriSuggestions.isEmpty:
      "type a phrase  ↑↓ choose  Enter run suggestion  Esc close"
    case .typing where spotlightSelection != nil: "↑↓ choose  Enter open  Esc close"
    case .typing where !spotlight.isEmpty:
      "type a phrase  Enter run  Tab complete  ↓ Spotlight  Esc close"
    case .typing: "type a phrase  Enter run  Tab complete  Esc close"
    case .choosing: "↑↓ choose  Enter pick  1-9 pick  Esc back"
    case .running: "Esc cancel"
    case .answer: "type to ask again  Enter/Esc close"
    }
  }
}

/// What the Siri bar answers.
package struct SiriAnswer: Equatable, Sendable {
  /// The heading (the shortcut's title, the app's name).
  package var title: String
  /// The dialog or message, one paragraph per element.
  package var lines: [String]
  /// Items listed under it (an app's shortcuts, the closest phrases).
  package var list: [String]
  /// The intent's snippet view, if it showed one.
  package var snippet: ViewNode?
  /// Whether it reports a failure (no match, an error thrown).
  package var isError: Bool

  package init(
    title: String, lines: [String] = [], list: [String] = [], snippet: ViewNode? = nil,
    isError: Bool = false
  ) {
    self.title = title
    self.lines = lines
    self.list = list
    self.snippet = snippet
    self.isError = isError
  }
}
