import Foundation
import SpacesKit

/// Colours and glyphs the renderer draws with, loaded from a YAML file in `Themes/`.
package struct Theme: Equatable, Sendable {
  /// The theme's name.
  package var name: String
  /// Role colours: one for every `ThemeRole`.
  package let colors: [ThemeRole: TerminalColor]
  /// SwiftUI's named colours (purple, blue…).
  package var system: [String: TerminalColor]
  /// SF Symbol overrides.
  package var symbols: [String: String]
  /// SF Symbol overrides' ASCII fallbacks (overrides given as `[glyph, ascii, width]`).
  package var asciiSymbols: [String: String]
  /// Role attributes (bold, dim, reverse…) drawn with the role's colour; what distinguishes
  /// roles in a theme without colour.
  package var attributes: [ThemeRole: CellAttributes]
  /// Whether app colours are raised to a contrast of 4.5:1 where drawn as text, as iOS's
  /// Increase Contrast deepens colours (the file's `increaseContrast: true`).
  package var increaseContrast = false

  /// The named colours every theme defines.
  package static let systemNames = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "gray", "white", "black",
  ]

  /// Creates a theme. `colors` must give every role a colour (`ThemeLoader` checks theme files
  /// and names what is missing; code that builds a theme itself must do the same).
  package init(
    name: String, colors: [ThemeRole: TerminalColor], system: [String: TerminalColor],
    symbols: [String: String] = [:], asciiSymbols: [String: String] = [:],
    attributes: [ThemeRole: CellAttributes] = [:]
  ) {
    let missing = ThemeRole.allCases.filter { colors[$0] == nil }
    precondition(
      missing.isEmpty,
      "theme '\(name)' has no colour for \(missing.map(\.rawValue).joined(separator: ", "))")
    self.name = name
    self.colors = colors
    self.system = system
    self.symbols = symbols
    self.asciiSymbols = asciiSymbols
    self.attributes = attributes
  }

  /// Whether the theme has no colour at all: every role and named colour is the terminal's
  /// default. Such a theme draws RGB colours an app asks for in the default colour too, so
  /// only attributes distinguish anything.
  package var isMonochrome: Bool {
    colors.values.allSatisfy { $0 == .default } && system.values.allSatisfy { $0 == .default }
  }

  /// Whether an SF Symbol has a glyph: in the symbol table or this theme's overrides.
  package func drawsSymbol(_ name: String) -> Bool {
    symbols[name] != nil || SymbolGlyphs.isKnown(name)
  }

  /// A role's attributes (none unless the theme gives some).
  package func attributes(_ role: ThemeRole) -> CellAttributes { attributes[role] ?? [] }

  /// A role's colour.
  package func color(_ role: ThemeRole) -> TerminalColor {
    // `init` checked that every role has a colour and `colors` can't change.
    guard let color = colors[role] else { preconditionFailure("no colour for \(role)") }
    return color
  }

  /// A SwiftUI colour in this theme; one below full opacity is blended over the canvas (drawn
  /// fills blend with the cells under them instead, see `resolveWithOpacity`).
  package func resolve(_ swiftUIColor: Color) -> TerminalColor {
    let (color, opacity) = resolveWithOpacity(swiftUIColor)
    guard opacity < 1, let rgb = RGB(color) else { return color }
    return rgb.over(canvas, opacity: opacity).terminalColor
  }

  /// A SwiftUI colour's storage in this theme, without opacity or tone.
  func resolveBase(_ swiftUIColor: Color) -> TerminalColor {
    switch swiftUIColor.storage {
    case .system("primary"), .system("clear"): return color(.text)
    case .system("secondary"): return color(.secondary)
    case .system("accent"): return color(.accent)
    case .system("background"): return color(.background)
    case .system(let name): return system[name] ?? .default
    case .asset(let name, let bundlePath):
      return resolveAsset(named: name, bundlePath: bundlePath)
    case .rgb where isMonochrome:
      return .default
    case .rgb(let r, let g, let b, _):
      func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
      return .rgb(byte(r), byte(g), byte(b))
    }
  }

  /// The colour of a control's symbol when on: its tint, or system blue.
  package func tint(_ color: Color?) -> TerminalColor { resolve(color ?? .blue) }
}
