import SpacesKit

/// An App Shortcut assigned to the Action button, by its app and short title (how the layout
/// file saves it; the shortcut itself is looked up in the apps' App Shortcuts when it runs).
package struct ActionButtonShortcut: Codable, Hashable, Sendable {
  /// The app that declares it.
  package var app: String
  /// Its short title (`AppShortcut(shortTitle:)`).
  package var title: String

  package init(app: String, title: String) {
    self.app = app
    self.title = title
  }

  /// The gallery's key for it (apart from control kinds, which hold no U+0001).
  package var galleryKey: String { "\u{1}shortcut\u{1}\(app)\u{1}\(title)" }

  /// The shortcut a gallery key names, if it names one.
  package init?(galleryKey: String) {
    let parts = galleryKey.split(separator: "\u{1}", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].isEmpty, parts[1] == "shortcut" else { return nil }
    self.init(app: String(parts[2]), title: String(parts[3]))
  }

  /// The shortcut in the apps' App Shortcuts, if the app still declares it.
  package func resolve(in sources: [AppShortcutsSource]) -> AppShortcutsSource.Shortcut? {
    sources.first { $0.app == app }?.shortcuts.first { $0.title == title }
  }
}
