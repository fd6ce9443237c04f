/// A shortcut the app gives the system: an intent and the phrases that run it, as App Intents
/// declares it.
public struct AppShortcut: Sendable {
  /// The intent the shortcut runs (with the parameter values given here).
  package let intent: IntentBox
  /// The phrases, each as pieces (literal text, the app's name, the parameter's name).
  package let phrases: [AppShortcutPhraseTemplate]
  /// The short title shown on the shortcut's tile; the intent's title when not given.
  package let shortTitle: LocalizedStringResource?
  /// The SF Symbol shown on the tile.
  package let systemImageName: String?

  /// A shortcut with phrases, a short title and a symbol (iOS 17).
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.init(intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
  }

  /// A shortcut with phrases only (iOS 16, as the WWDC22 session writes it).
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
    self.init(intent, phrases: phrases, shortTitle: nil, systemImageName: nil)
  }

  private init<Intent: AppIntent>(
    _ intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource?,
    systemImageName: String?
  ) {
    self.intent = IntentBox(intent)
    let strings = SystemHost.current.strings
    self.phrases = phrases.map {
      AppShortcutPhraseTemplate($0, intent: intent).localized(by: strings)
    }
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }

  /// The title the system shows for the shortcut: its short title, else the intent's title.
  package var title: String { shortTitle?.resolvedText ?? intent.title }
}

/// A phrase as the system reads it: pieces of text, the app's name and at most one parameter,
/// named by its property (`session` for `\(\.$session)`).
package struct AppShortcutPhraseTemplate: Sendable, Hashable, CustomStringConvertible {
  /// One piece.
  package enum Piece: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// The app's name or one of its synonyms: `\(.applicationName)`.
    case applicationName
    /// `\(\.$name)`: the parameter's property name, or `nil` if the key path names no
    /// `@Parameter` of the intent.
    case parameter(String?)
  }

  /// The pieces in order.
  package let pieces: [Piece]

  /// Creates a template from its pieces in order.
  package init(pieces: [Piece]) { self.pieces = pieces }

  init<Intent: AppIntent>(_ phrase: AppShortcutPhrase<Intent>, intent: Intent) {
    pieces = phrase.segments.map { segment in
      switch segment {
      case .text(let text): .text(text)
      case .applicationName: .applicationName
      case .parameter(let keyPath): .parameter(Self.parameterName(keyPath, in: intent))
      }
    }
  }

  /// The property name of the `@Parameter` a key path reads: the wrapper it returns shares its
  /// storage with exactly one of the intent's wrappers.
  static func parameterName<Intent: AppIntent>(
    _ keyPath: PartialKeyPath<Intent>, in intent: Intent
  ) -> String? {
    guard let storage = IntentParameterFields.storage(ofParameter: intent[keyPath: keyPath])
    else { return nil }
    return Intent.parameterWrappers(of: intent).first { $0.wrapper === storage }?.name
  }

  /// Whether the phrase names the app.
  package var containsApplicationName: Bool { pieces.contains(.applicationName) }

  /// The parameter the phrase names, if any (a phrase has at most one).
  package var parameterNames: [String?] {
    pieces.compactMap {
      if case .parameter(let name) = $0 { return name }
      return nil
    }
  }

  /// The phrase as written: “Start a ${applicationName}”, “Begin ${session}”.
  package var description: String {
    pieces.map {
      switch $0 {
      case .text(let text): text
      case .applicationName: "${applicationName}"
      case .parameter(let name): "${\(name ?? "?")}"
      }
    }.joined()
  }
}
