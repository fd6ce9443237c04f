import SpacesEngine
import SpacesKit

extension Painter {
  /// Clears a panel and draws its focused border: the ground of every overlay (help, prompts,
  /// forms, the gallery, the timeline preview, an app's screen, the Siri bar).
  func drawPanel(_ rect: Rect, frame: inout Frame) {
    frame.fill(rect, style: style(.text))
    box(focused: true).draw(rect, in: &frame, style: style(.focus, .bold))
  }

  /// Draws lines in a focused box centred in the frame (an overlay: prompts, forms), with an
  /// optional text cursor at a line's column, through the view pipeline: the panel a leaf
  /// (`drawPanel`), over it a column of its lines, each a text in its style (cut with "…" to
  /// the box), and the cursor a leaf reversing the cell under it.
  func drawOverlayBox(
    _ lines: [(String, CellStyle)], maximumWidth: Int, cursor: (row: Int, column: Int)?,
    frame: inout Frame
  ) {
    let width = min(frame.width - 2, maximumWidth)
    let inner = width - 4
    guard inner > 0 else { return }
    let height = min(frame.height - 2, lines.count + 2)
    guard height > 0 else { return }
    let rect = Rect(
      x: (frame.width - width) / 2, y: max(0, (frame.height - height) / 2), width: width,
      height: height)
    let painter = self
    var layers = [
      painter.panelLeaf(width: width, height: height, key: "overlay panel"),
      ViewNode.column(
        alignment: .leading,
        lines.prefix(max(0, height - 2)).map { text, style in
          text.isEmpty ? .gap(rows: 1) : .line(truncate(text, to: inner), style: style)
        }
      ).padding(top: 1, leading: 2),
    ]
    if let cursor, cursor.row < height - 2, cursor.column < inner {
      // The text cursor: the cell under it in reverse video.
      layers.append(
        ViewNode.canvas(width: .fixed(1), height: .fixed(1), key: "text cursor") { cell, frame in
          frame.restyle(cell) { $0.attributes.insert(.reverse) }
        }.padding(top: 1 + cursor.row, leading: 2 + cursor.column))
    }
    draw(
      .zStack(alignment: .topLeading, children: layers), in: rect, owner: "an overlay",
      frame: &frame)
  }

  /// A leaf of a fixed size that draws an overlay's panel (its box and fill) where it is placed:
  /// the layer under an overlay's lines.
  func panelLeaf(width: Int, height: Int, key: String) -> ViewNode {
    let painter = self
    return .canvas(width: .fixed(width), height: .fixed(height), key: key) { rect, frame in
      painter.drawPanel(rect, frame: &frame)
    }
  }
}
