/// What a theme colour is for: each role is a key under `colors:` in a theme file, and every
/// theme defines all of them.
package enum ThemeRole: String, CaseIterable, Sendable {
  /// Primary text, and SwiftUI's `.primary`.
  case text
  /// The frame's background, drawn behind everything ("default": the terminal's own).
  case background
  /// Secondary text, and SwiftUI's `.secondary`.
  case secondary
  /// Box borders.
  case border
  /// The focused control's border.
  case focus
  /// The Action button's side bar while pressed.
  case accent
  /// A control still showing its preview value, until its first reload lands.
  case placeholder
  /// Warnings: errors, notices, "terminal too small".
  case warning
  /// The Dynamic Island strip's background.
  case island
  /// Text and symbols in the Dynamic Island.
  case islandText
  /// The Action button's hint.
  case hint
  /// The current space's tab.
  case tabActive
  /// A control tile's fill inside its border: the rounded module.
  case module
  /// The pad behind an off control's symbol (neutral grey).
  case padOff
  /// A symbol on its tint's pad (an on control, a running button); a theme without colour
  /// gives it `reverse` so the pad shows.
  case padSymbol
}
