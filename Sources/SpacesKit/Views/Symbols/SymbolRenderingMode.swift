/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// A terminal cell has one colour: every mode draws the glyph in the first foreground level,
/// and `.multicolor` in the symbol's natural colour where it has one (a heart red, a leaf green).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One colour: the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in levels of the foreground style (a cell draws the first level).
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles given (a cell draws the first).
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")

  /// The natural colour of a multicolour symbol, by its family (the name's first part); `nil`
  /// when it has none (it draws in the foreground style).
  package static func naturalColor(of name: String) -> Color? {
    let family = name.split(separator: ".").first.map(String.init) ?? name
    switch family {
    case "heart", "cross", "flag", "record", "stop", "xmark", "minus": return .red
    case "leaf", "tree", "checkmark", "battery", "phone", "message", "plus": return .green
    case "flame", "exclamationmark": return name.contains("triangle") ? .yellow : .orange
    case "drop", "humidity", "water", "snowflake", "cloud", "wind", "info": return .blue
    case "sun", "bolt", "star", "lightbulb", "moon", "sparkles", "sparkle", "trophy", "crown":
      return .yellow
    default: return nil
    }
  }
}

/// The environment key of the symbol rendering mode.
private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
  /// How symbols in this view colour their layers, from `symbolRenderingMode(_:)`.
  ///
  /// `nil` is each symbol's default.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how symbols in this view colour their layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    _EnvironmentWritingView<Self, SymbolRenderingMode?>(content: self) {
      $0.symbolRenderingMode = mode
    }
  }
}
