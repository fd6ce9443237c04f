import Foundation
import SpacesEngine

/// A one-line sample of a theme for `spaces themes`: each role's name drawn in that role's
/// style on the theme's background.
package enum ThemePreview {
  /// The sample's words, one per role (the island's text sits on the island).
  static let words: [(ThemeRole, String, ThemeRole)] = [
    (.text, "text", .background), (.secondary, "secondary", .background),
    (.border, "border", .background), (.focus, "focus", .background),
    (.accent, "accent", .background), (.placeholder, "placeholder", .background),
    (.warning, "warning", .background), (.islandText, " island ", .island),
    (.hint, "hint", .background), (.tabActive, "[tab]", .background),
    (.text, " module ", .module), (.text, " off ", .padOff), (.padSymbol, " on ", .accent),
  ]

  /// The sample as a one-row frame.
  package static func frame(theme: Theme) -> Frame {
    let painter = Painter(
      context: RenderContext(theme: theme, now: .init(timeIntervalSince1970: 0)))
    let text = words.map(\.1).joined(separator: " ")
    var frame = Frame(width: CellWidth.of(text) + 2, height: 1, fill: painter.blank)
    var x = 1
    for (role, word, background) in words {
      x += frame.write(word, x: x, y: 0, style: painter.style(role, on: background)) + 1
    }
    return frame
  }

  /// The sample's text without styles.
  package static var plainText: String { " " + words.map(\.1).joined(separator: " ") + " " }
}
