import SpacesKit

/// An app's App Shortcuts as the engine reads them: the app's name and synonyms, its shortcuts
/// in order, and, once the app called `updateAppShortcutParameters()`, the values its
/// parameterized phrases expand with.
package struct AppShortcutsSource: Equatable, Sendable {
  /// One shortcut.
  package struct Shortcut: Equatable, Sendable {
    /// The title shown for it (the short title, else the intent's title).
    package var title: String
    /// Its SF Symbol, if any.
    package var systemImageName: String?
    /// The intent it runs.
    package var intent: IntentBox
    /// Its phrases in order (the first is the primary one).
    package var phrases: [AppShortcutPhraseTemplate]

    package init(
      title: String, systemImageName: String? = nil, intent: IntentBox,
      phrases: [AppShortcutPhraseTemplate]
    ) {
      self.title = title
      self.systemImageName = systemImageName
      self.intent = intent
      self.phrases = phrases
    }

    /// Reads an `AppShortcut`.
    package init(_ shortcut: AppShortcut) {
      self.init(
        title: shortcut.title, systemImageName: shortcut.systemImageName,
        intent: shortcut.intent, phrases: shortcut.phrases)
    }
  }

  /// The app's name.
  package var app: String
  /// Other names people call the app by.
  package var synonyms: [String]
  /// The shortcuts in the order the provider lists them.
  package var shortcuts: [Shortcut]
  /// The values of each parameter that phrases name, by shortcut index and parameter name;
  /// `nil` until the app called `updateAppShortcutParameters()`.
  package var parameterValues: [Int: [String: [ParameterOption]]]?
  /// The "Find <entities>" actions of the property queries of the entities its shortcuts'
  /// parameters take.
  package var findActions: [PropertyQueryFinder] = []
  /// The colour of the app's tiles in the Shortcuts space (`shortcutTileColor`).
  package var tileColor: ShortcutTileColor

  package init(
    app: String, synonyms: [String] = [], shortcuts: [Shortcut],
    parameterValues: [Int: [String: [ParameterOption]]]? = nil, tileColor: ShortcutTileColor = .navy
  ) {
    self.app = app
    self.synonyms = synonyms
    self.shortcuts = shortcuts
    self.parameterValues = parameterValues
    self.tileColor = tileColor
  }
}
