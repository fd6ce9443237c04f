import SpacesEngine
import SpacesKit

extension Painter {
  /// A gallery's search field as a view `width` columns wide: a row of "Search: " and the typed
  /// text (or the placeholder in the placeholder style), the cursor a one-cell leaf reversing the
  /// cell under it.
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
