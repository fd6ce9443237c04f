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

/// The environment key of the image scale.
private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of symbols in this view, from `imageScale(_:)`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales symbols in this view relative to their font (a terminal draws one size).
  public func imageScale(_ scale: Image.Scale) -> some View {
    _EnvironmentWritingView<Self, Image.Scale>(content: self) { $0.imageScale = scale }
  }
}
