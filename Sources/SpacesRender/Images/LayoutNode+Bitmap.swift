import SpacesEngine
import SpacesKit

/// Laying out asset images and aspect ratios as SwiftUI does, in cells: an image is its size in
/// points (8 a column, 16 a row) unless `resizable()`, which takes what is offered;
/// `aspectRatio` offers its content the largest (fit) or smallest (fill) size of its ratio
/// around the proposal.
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
    case .style, .control, .aspectRatio: return children.first?.intrinsicAspectRatio
    default: return nil
    }
  }

  /// What `aspectRatio` offers its content within a proposal.
  func aspectOffer(
    _ p: ViewRenderer.Size, ratio: Double?, mode: ContentMode
  ) -> ViewRenderer.Size {
    let child = children[0]
    let ideal = child.size(
      for: ViewRenderer.Size(width: Self.unbounded, height: Self.unbounded))
    let points =
      ratio ?? child.intrinsicAspectRatio
      ?? (ideal.height > 0 ? Double(ideal.width * 8) / Double(ideal.height * 16) : 1)
    // Columns per row: a cell is twice as tall as it is wide.
    let cellRatio = points * 2
    guard cellRatio.isFinite, cellRatio > 0 else { return p }
    func cells(_ value: Double) -> Int {
      guard value.isFinite else { return Self.unbounded }
      return max(0, Int(min(Double(Self.unbounded), value.rounded())))
    }
    let widthOpen = p.width >= Self.unbounded
    let heightOpen = p.height >= Self.unbounded
    switch (widthOpen, heightOpen) {
    case (true, true):
      return ViewRenderer.Size(
        width: ideal.width, height: cells(Double(ideal.width) / cellRatio))
    case (true, false):
      return ViewRenderer.Size(width: cells(Double(p.height) * cellRatio), height: p.height)
    case (false, true):
      return ViewRenderer.Size(width: p.width, height: cells(Double(p.width) / cellRatio))
    case (false, false):
      let narrower = Double(p.width) < Double(p.height) * cellRatio
      if narrower == (mode == .fit) {
        return ViewRenderer.Size(width: p.width, height: cells(Double(p.width) / cellRatio))
      }
      return ViewRenderer.Size(width: cells(Double(p.height) * cellRatio), height: p.height)
    }
  }

  /// An aspect ratio node placed: its content at the size it took (larger than the rectangle
  /// when filling, then cropped by the rectangle's clip), centred.
  func placeAspect(
    in rect: Rect, proposal p: ViewRenderer.Size, ratio: Double?, mode: ContentMode
  ) -> PlacedView {
    let offer = aspectOffer(p, ratio: ratio, mode: mode)
    let size = children[0].size(for: offer)
    let inner = Rect(
      x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2,
      width: size.width, height: size.height)
    return PlacedView(rect: rect, children: [children[0].place(in: inner, proposal: offer)])
  }
}
