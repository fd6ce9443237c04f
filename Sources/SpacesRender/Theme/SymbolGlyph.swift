import SpacesEngine

/// How one SF Symbol is drawn: a glyph, its ASCII fallback, and the glyph's cell width.
public struct SymbolGlyph: Equatable, Sendable {
  /// The Unicode glyph.
  public var glyph: String
  /// What draws instead when the locale isn't UTF-8: printable ASCII, one or two columns.
  public var ascii: String
  /// The glyph's columns, as `CellWidth` counts them.
  public var width: Int

  public init(glyph: String, ascii: String, width: Int? = nil) {
    self.glyph = glyph
    self.ascii = ascii
    self.width = width ?? CellWidth.of(glyph)
  }
}
