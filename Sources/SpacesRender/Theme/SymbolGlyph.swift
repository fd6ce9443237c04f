import SpacesEngine

/// How one SF Symbol is drawn: a glyph, its ASCII fallback, and the glyph's cell width.
package struct SymbolGlyph: Equatable, Sendable {
  /// The Unicode glyph.
  package var glyph: String
  /// What draws instead when the locale isn't UTF-8: printable ASCII, one or two columns.
  package var ascii: String
  /// The glyph's columns, as `CellWidth` counts them.
  package var width: Int

  package init(glyph: String, ascii: String, width: Int? = nil) {
    self.glyph = glyph
    self.ascii = ascii
    self.width = width ?? CellWidth.of(glyph)
  }
}
