import Foundation
import SpacesKit

/// Colours and glyphs the renderer draws with, loaded from a YAML file in `Themes/`.
public struct Theme: Equatable, Sendable {
  /// The theme's name.
  public var name: String
  /// Role colours: text, secondary, border, focus, accent…
  public var colors: [String: TerminalColor]
  /// SwiftUI's named colours (purple, blue…).
  public var system: [String: TerminalColor]
  /// SF Symbol overrides.
  public var symbols: [String: String]

  /// The roles every theme defines.
  public static let roles = [
    "text", "background", "secondary", "border", "focus", "accent", "placeholder", "warning",
    "island", "islandText", "hint", "tabActive",
  ]

  /// The named colours every theme defines.
  public static let systemNames = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "gray", "white", "black",
  ]

  public init(
    name: String, colors: [String: TerminalColor], system: [String: TerminalColor],
    symbols: [String: String] = [:]
  ) {
    self.name = name
    self.colors = colors
    self.system = system
    self.symbols = symbols
  }

  /// A role's colour.
  public func color(_ role: String) -> TerminalColor { colors[role] ?? .default }

  /// A SwiftUI colour in this theme.
  public func resolve(_ swiftUIColor: Color) -> TerminalColor {
    switch swiftUIColor.storage {
    case .system("primary"), .system("clear"): return color("text")
    case .system("secondary"): return color("secondary")
    case .system("accent"): return color("accent")
    case .system(let name): return system[name] ?? .default
    case .rgb(let r, let g, let b, _):
      func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
      return .rgb(byte(r), byte(g), byte(b))
    }
  }

  /// The colour of a control's symbol when on: its tint, or system blue.
  public func tint(_ color: Color?) -> TerminalColor { resolve(color ?? .blue) }
}
