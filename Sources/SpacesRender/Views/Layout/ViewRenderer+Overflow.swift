import SpacesEngine
import SpacesKit

/// Marking content that doesn't fit: the part that fits is drawn, a marker sits in the space's
/// last cell, and the cut is logged once.
extension ViewRenderer {
  /// Draws the overflow marker of a placed tree drawn in a rectangle, if anything is cut, and
  /// reports the cut once, naming `owner` (else the view's first text).
  package func markOverflow(
    of placed: PlacedView, node: ViewNode, in rect: Rect, owner: String?, frame: inout Frame,
    style: DrawingStyle
  ) {
    let overflow = ContentOverflow(of: placed, in: rect)
    guard overflow.isClipped, rect.width > 0, rect.height > 0 else { return }
    let (x, y) = (rect.maxX - 1, rect.maxY - 1)
    if frame.contains(x: x, y: y) {
      // In the secondary colour, on whatever the content drew there.
      var marker = style.cellStyle
      marker.foreground = context.theme.color(.secondary)
      marker.background = frame[x, y].style.background
      frame.pushClip(rect)
      frame.write(
        overflow.marker(asciiOnly: context.asciiOnly), x: x, y: y, style: marker, maxWidth: 1)
      frame.popClip()
    }
    let name = owner ?? node.firstText.map { "the view starting “\($0)”" } ?? "a view"
    LayoutWarnings.current.report(
      "\(name) doesn't fit its \(rect.width)×\(rect.height) cells: \(overflow.description) "
        + "cut off (drawn up to the edge, marked \(overflow.marker(asciiOnly: context.asciiOnly)))")
  }
}
