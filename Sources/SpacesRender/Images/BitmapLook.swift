import SpacesKit

/// What an asset catalog image draws, resolved from its catalog when the layout is built: a
/// decoded file, a custom symbol's fallback glyph, or a labelled placeholder.
package struct BitmapLook: Equatable, Sendable {
  /// Where the pixels come from.
  package enum Source: Equatable, Sendable {
    /// An image file that decoded (`ImageCache` holds its pixels).
    case file(String)
    /// A custom symbol set, drawn as a fallback glyph.
    case glyph(String)
    /// A missing or undecodable image: a labelled box.
    case placeholder
  }

  package var source: Source
  /// The asset's name, shown by placeholders and in ASCII ("[image: cover]").
  package var name: String
  /// The image's size in points (pixels over its scale); 0 for glyphs and placeholders.
  package var pointWidth: Double
  package var pointHeight: Double
  /// `resizable()`: takes the size offered.
  package var isResizable: Bool

  /// "[image: cover]": what a terminal without pixels shows.
  package var caption: String { "[image: \(name)]" }

  /// The width-to-height ratio of the image in points, when it has pixels.
  var aspectRatio: Double? {
    guard case .file = source, pointWidth > 0, pointHeight > 0 else { return nil }
    return pointWidth / pointHeight
  }

  /// Resolves an asset for drawing: finds its file for the theme's appearance and reads its
  /// size (decoding it once, cached); every problem is reported once and draws a placeholder.
  static func resolve(_ asset: ImageAsset, context: RenderContext) -> BitmapLook {
    var look = BitmapLook(
      source: .placeholder, name: asset.name, pointWidth: 0, pointHeight: 0,
      isResizable: asset.isResizable)
    let catalogs = AssetCatalogs.shared
    if let key = asset.storeKey {
      switch ImageCache.shared.image(at: key) {
      case .success(let image):
        look.source = .file(key)
        look.pointWidth = Double(image.width) / asset.scale
        look.pointHeight = Double(image.height) / asset.scale
      case .failure(let error):
        catalogs.report("Image(uiImage:): \(error)")
      }
      return look
    }
    guard
      let variant = catalogs.image(
        named: asset.name, bundlePath: asset.bundlePath, appearance: context.theme.appearance)
    else {
      if catalogs.isSymbolSet(named: asset.name, bundlePath: asset.bundlePath) {
        look.source = .glyph(context.glyph(asset.name))
      }
      return look
    }
    switch ImageCache.shared.image(at: variant.path) {
    case .success(let image):
      look.source = .file(variant.path)
      look.pointWidth = Double(image.width) / variant.scale
      look.pointHeight = Double(image.height) / variant.scale
    case .failure(let error):
      catalogs.report("Image(\"\(asset.name)\"): \(error)")
    }
    return look
  }
}
