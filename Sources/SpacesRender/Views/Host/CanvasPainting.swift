import SpacesKit

/// What a dashboard `HostCanvas` leaf paints: a closure over the frame, given the rectangle
/// the layout placed the leaf in (drawing is clipped to it).
///
/// The dashboard's genuinely custom painting (a control's pad, an app icon's bitmap, the
/// device outline) goes through the view pipeline as such a leaf: the layout sizes and places
/// it like any view, then it paints itself. The leaf's key (`HostKey`) names what the closure
/// draws from, for comparing trees. A kept layout (`PlacedViewCache`) is drawn with the new
/// tree's paintings, never an old one, so a key that misses something can't bring back an old
/// drawing; a painting is a class so that a layout's leaves can be matched with the tree's by
/// identity (`CanvasBinding`).
package final class CanvasPainting: Sendable {
  /// Paints into the leaf's rectangle.
  package let paint: @Sendable (Rect, inout Frame) -> Void

  package init(_ paint: @escaping @Sendable (Rect, inout Frame) -> Void) {
    self.paint = paint
  }
}
