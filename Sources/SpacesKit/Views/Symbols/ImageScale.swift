extension Image {
  /// The size of a symbol relative to its font, as SwiftUI's `Image.Scale`.
  ///
  /// A terminal draws a glyph in one cell size whatever the scale.
  public enum Scale: Hashable, Sendable {
    /// A smaller symbol.
    case small
    /// The default size.
    case medium
    /// A larger symbol.
    case large
  }

  /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }
}
