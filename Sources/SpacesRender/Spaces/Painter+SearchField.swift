import SpacesEngine
import SpacesKit

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

  /// A gallery's search field as a view `width` columns wide (`drawSearchField`'s look): a row
  /// of "Search: " and the typed text (or the placeholder), the cursor a one-cell leaf reversing
  /// the cell under it.
  func searchFieldView(_ field: TextFieldState, placeholder: String, width: Int) -> ViewNode {
    let label = "Search: "
    let fieldWidth = width - label.count
    let slice = field.visibleSlice(width: fieldWidth - 1)
    let text =
      slice.text.isEmpty
      ? ViewNode.line(truncate(" \(placeholder)", to: fieldWidth), style: style(.placeholder))
      : ViewNode.line(slice.text, style: style(.text))
    let cursor = ViewNode.canvas(width: .fixed(1), height: .fixed(1), key: "search cursor") {
      cell, frame in
      frame.restyle(cell) { $0.attributes.insert(.reverse) }
    }
    return .zStack(
      alignment: .topLeading,
      children: [
        .row(alignment: .top, [.line(label, style: style(.secondary)), text]),
        cursor.padding(leading: label.count + slice.cursorColumn),
      ])
  }
}
