/// Dynamic values a phrase of an App Shortcut may contain, as App Intents declares them.
public enum AppShortcutPhraseToken: Hashable, Sendable {
  /// The app's name, or one of its configured synonyms.
  case applicationName
}
