import SpacesEngine

extension Painter {
  /// Draws a gallery's search field: "Search: ", the typed text (or a placeholder in the
  /// placeholder style), and the cursor as the cell under it in reverse video.
  func drawSearchField(
    _ field: TextFieldState, placeholder: String, x: Int, y: Int, width: Int, frame: inout Frame
  ) {
    let label = "Search: "
    let fieldWidth = width - label.count
    frame.write(label, x: x, y: y, style: style(.secondary))
    let slice = field.visibleSlice(width: fieldWidth - 1)
    if slice.text.isEmpty {
      frame.write(
        truncate(" \(placeholder)", to: fieldWidth), x: x + label.count, y: y,
        style: style(.placeholder))
    } else {
      frame.write(slice.text, x: x + label.count, y: y, style: style(.text))
    }
    frame.restyle(Rect(x: x + label.count + slice.cursorColumn, y: y, width: 1, height: 1)) {
      $0.attributes.insert(.reverse)
    }
  }
}
