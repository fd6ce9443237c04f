import SpacesKit

/// Identifies a tile of the Shortcuts space: its app and its place among the app's tiles.
package struct ShortcutTileID: Hashable, Sendable, CustomStringConvertible {
  /// The app's name.
  package var app: String
  /// The tile's index among the app's tiles (its App Shortcuts first, then its extra actions).
  package var index: Int

  package init(app: String, index: Int) {
    self.app = app
    self.index = index
  }

  package var description: String { "\(app) #\(index + 1)" }
}

/// One tile of the Shortcuts space: an App Shortcut (or an extra action of its app), drawn in
/// its app's `shortcutTileColor` with its symbol and short title.
package struct ShortcutTile: Equatable, Sendable {
  /// Which tile it is.
  package var id: ShortcutTileID
  /// The shortcut it runs.
  package var shortcut: AppShortcutsSource.Shortcut
  /// The app's tile colour.
  package var color: ShortcutTileColor

  package init(id: ShortcutTileID, shortcut: AppShortcutsSource.Shortcut, color: ShortcutTileColor)
  {
    self.id = id
    self.shortcut = shortcut
    self.color = color
  }

  /// The tile's title: the App Shortcut's short title (else its intent's title).
  package var title: String { shortcut.title }
}
