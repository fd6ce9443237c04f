import Foundation

extension Image {
  /// Whether an image is drawn as a template in the foreground colour or with its own colours.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's opaque parts in the foreground colour.
    case template
    /// The image's own colours.
    case original
  }

  /// Sets how the image is drawn: as a template or in its own colours.
  ///
  /// A terminal draws an SF Symbol as a glyph in the foreground colour either way (a template);
  /// glyphs that are emoji keep their own colours either way, so the mode changes nothing drawn.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
