/// The colour of the tiles the Shortcuts app draws for an app's App Shortcuts.
///
/// As App Intents' `ShortcutTileColor`. SystemSpaces has no Shortcuts app tiles: an
/// `AppShortcutsProvider` may declare a `shortcutTileColor`, and the dashboard logs once at
/// start that it is not supported yet (for any colour but the default, `.navy`).
public enum ShortcutTileColor: String, Sendable, CaseIterable {
  /// A blue color.
  case blue
  /// A grape color.
  case grape
  /// A grayish-blue color.
  case grayBlue
  /// A grayish-brown color.
  case grayBrown
  /// A grayish-green color.
  case grayGreen
  /// A light blue color.
  case lightBlue
  /// A lime color.
  case lime
  /// A navy blue color.
  case navy
  /// An orange color.
  case orange
  /// A pink color.
  case pink
  /// A purple color.
  case purple
  /// A red color.
  case red
  /// A tangerine color.
  case tangerine
  /// A teal color.
  case teal
  /// A yellow color.
  case yellow
}
