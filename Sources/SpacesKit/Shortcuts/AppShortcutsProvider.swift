/// The App Shortcuts of an app, as App Intents declares them: intents with phrases that run
/// them from Siri and Spotlight (here: the Siri bar, `/`) without any setup by the user.
///
/// At most 10 shortcuts and 1,000 phrases (after expanding app names and parameters) are used;
/// the order matters: the first shortcut and each shortcut's first phrase are the primary ones.
public protocol AppShortcutsProvider: SendableMetatype {
  /// The app's shortcuts, in order of importance.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The background colour of the tiles the Shortcuts app draws for the app's App Shortcuts.
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  /// Navy, unless the provider declares another tile colour.
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// Tells the system that the values of the shortcuts' parameters changed: it asks the
  /// parameters' queries for their `suggestedEntities()` again and expands the parameterized
  /// phrases with their titles. Until an app calls this, only its phrases without a parameter
  /// match.
  public static func updateAppShortcutParameters() {
    SystemHost.current.appShortcutParameters.markUpdated(_typeName(Self.self, qualified: true))
  }
}
