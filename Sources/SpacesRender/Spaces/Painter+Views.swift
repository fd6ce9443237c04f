import SpacesKit

extension Painter {
  /// Draws a dashboard screen declared as a view tree (`ViewNode+Dashboard`) in a rectangle,
  /// through the same measure → place → draw pipeline apps' views go through: content that
  /// doesn't fit is drawn up to the edge and marked, naming `owner` in the log.
  package func draw(_ node: ViewNode, in rect: Rect, owner: String, frame: inout Frame) {
    ViewRenderer(context: context).draw(
      node, in: rect, frame: &frame,
      environment: ViewRenderer.DrawingStyle(foreground: theme.color(.text)), owner: owner)
  }

  /// Draws a view tree whose content runs past the rectangle on purpose (a scrolled grid),
  /// through the same pipeline: clipped to the rectangle, without the overflow marker and its
  /// log line; the caller marks what is cut itself.
  package func drawScrolled(_ node: ViewNode, in rect: Rect, frame: inout Frame) {
    guard rect.width > 0, rect.height > 0 else { return }
    let renderer = ViewRenderer(context: context)
    renderer.draw(
      renderer.layout(node, in: rect), frame: &frame,
      style: ViewRenderer.DrawingStyle(foreground: theme.color(.text)))
  }

  /// A control's symbol on its pad (`drawPad`, without caps) as a leaf of a view tree.
  package func padView(_ glyph: String, style: CellStyle) -> ViewNode {
    let painter = self
    return .canvas(
      width: .fixed(Self.padWidth(glyph)), height: .fixed(1),
      key: PadKey(glyph: glyph, style: style)
    ) { rect, frame in
      painter.drawPad(
        glyph, x: rect.x, y: rect.y, style: style, caps: false, surface: .background,
        frame: &frame)
    }
  }
}

/// What a pad leaf draws from.
private struct PadKey: Equatable, Sendable {
  var glyph: String
  var style: CellStyle
}
