import SpacesEngine

extension Painter {
  /// Clears a panel and draws its focused border: the ground of every overlay (help, prompts,
  /// forms, the gallery, the timeline preview, an app's screen, the Siri bar).
  func drawPanel(_ rect: Rect, frame: inout Frame) {
    frame.fill(rect, style: style(.text))
    box(focused: true).draw(rect, in: &frame, style: style(.focus, .bold))
  }

  /// Draws a `width`×`height` panel centred across `area` (the whole frame if `nil`) and down
  /// the frame, no higher than row `top`; returns its rectangle.
  func drawCentredPanel(
    width: Int, height: Int, across area: Rect? = nil, top: Int = 0, frame: inout Frame
  ) -> Rect {
    let area = area ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: max(top, (frame.height - height) / 2),
      width: width, height: height)
    drawPanel(rect, frame: &frame)
    return rect
  }

  /// Draws lines in a focused box centred in the frame (an overlay: prompts, forms), with an
  /// optional text cursor at a line's column.
  func drawOverlayBox(
    _ lines: [(String, CellStyle)], maximumWidth: Int, cursor: (row: Int, column: Int)?,
    frame: inout Frame
  ) {
    let width = min(frame.width - 2, maximumWidth)
    let inner = width - 4
    guard inner > 0 else { return }
    let height = min(frame.height - 2, lines.count + 2)
    let rect = drawCentredPanel(width: width, height: height, frame: &frame)
    for (offset, line) in lines.enumerated() where offset < height - 2 {
      frame.write(
        truncate(line.0, to: inner), x: rect.x + 2, y: rect.y + 1 + offset, style: line.1,
        maxWidth: inner)
    }
    if let cursor, cursor.row < height - 2, cursor.column < inner {
      // The text cursor: the cell under it in reverse video.
      frame.restyle(
        Rect(x: rect.x + 2 + cursor.column, y: rect.y + 1 + cursor.row, width: 1, height: 1)
      ) { $0.attributes.insert(.reverse) }
    }
  }
}
