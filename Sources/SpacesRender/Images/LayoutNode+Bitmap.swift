import SpacesEngine
import SpacesKit

/// Laying out asset images and aspect ratios as SwiftUI does, in cells: an image is its size in
/// points (8 a column, 16 a row) unless `resizable()`, which takes what is offered; its own
/// ratio is what `aspectRatio` with no ratio keeps (`AspectRatioLayout`).
extension LayoutNode {
  /// The layout node of an asset image.
  static func bitmapLayout(_ asset: ImageAsset, context: RenderContext) -> LayoutNode {
    LayoutNode(.bitmap(BitmapLook.resolve(asset, context: context)))
  }

  /// An image's size in cells within a proposal.
  static func bitmapSize(_ look: BitmapLook, proposal p: ViewRenderer.Size) -> ViewRenderer.Size {
    let natural: ViewRenderer.Size
    switch look.source {
    case .file:
      natural = ViewRenderer.Size(
        width: max(1, columns(look.pointWidth)), height: max(1, rows(look.pointHeight)))
    case .glyph(let glyph):
      natural = ViewRenderer.Size(width: CellWidth.of(glyph), height: 1)
    case .placeholder:
      natural = ViewRenderer.Size(width: CellWidth.of(look.caption), height: 1)
    }
    guard look.isResizable else { return natural }
    return ViewRenderer.Size(
      width: p.width >= unbounded ? natural.width : p.width,
      height: p.height >= unbounded ? natural.height : p.height)
  }

  /// The width-to-height ratio (in points) of the content under wrappers that don't change it:
  /// an image's own.
  var intrinsicAspectRatio: Double? {
    switch kind {
    case .bitmap(let look): return look.aspectRatio
    // An SF Symbol is about square in points (a glyph's cell is not: 8 × 16).
    case .image: return 1
    case .style, .control, .flexibleFrame: return children.first?.intrinsicAspectRatio
    default: return nil
    }
  }
}
