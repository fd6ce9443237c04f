import SpacesEngine

extension Painter {
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
    let rect = Rect(
      x: (frame.width - width) / 2, y: max(0, (frame.height - height) / 2), width: width,
      height: height)
    frame.fill(rect, style: style(.text))
    box(focused: true).draw(rect, in: &frame, style: style(.focus, .bold))
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
