import SpacesKit

extension Theme {
  /// The appearance asset catalog variants are picked for: dark unless the theme's background
  /// is light (the terminal's own background counts as dark); high contrast for a theme named
  /// so.
  package var appearance: AssetAppearance {
    var isDark = true
    if case .rgb(let r, let g, let b) = color(.background) {
      isDark = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b) < 128
    }
    return AssetAppearance(isDark: isDark, isHighContrast: name.contains("contrast"))
  }

  /// An asset catalog colour in this theme: its variant for the theme's appearance; the
  /// terminal's default colour when the set is missing or malformed (reported once).
  func resolveAsset(named name: String, bundlePath: String?) -> TerminalColor {
    guard !isMonochrome,
      let color = AssetCatalogs.shared.color(
        named: name, bundlePath: bundlePath, appearance: appearance)
    else { return .default }
    return resolve(
      Color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity))
  }
}
