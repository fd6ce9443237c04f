import SpacesEngine
import SpacesKit

extension SiriBarView {
  /// The bar's "Spotlight" section, as Spotlight lists an app's content: a row per result with
  /// the entity's symbol, its title and description, and the app's name at the right; the one
  /// `↓` chose is marked. No rows without results.
  func spotlightRows(_ bar: SiriBarState, width: Int) -> [(text: String, style: CellStyle)] {
    guard !bar.spotlight.isEmpty else { return [] }
    let marker = painter.context.asciiOnly ? ">" : "›"
    let dash = painter.context.asciiOnly ? "-" : "—"
    var rows: [(String, CellStyle)] = [
      ("", painter.style(.text)), ("Spotlight", painter.style(.secondary, .bold)),
    ]
    for (index, item) in bar.spotlight.enumerated() {
      let selected = index == bar.spotlightSelection
      let symbol = item.symbol.map { painter.glyph($0) + " " } ?? ""
      let description = item.contentDescription.map { " \(dash) \($0)" } ?? ""
      let app = "  \(item.app)"
      let room = max(0, width - CellWidth.of(app))
      let left = painter.truncate(
        "\(selected ? marker : " ") \(symbol)\(item.title)\(description)", to: room)
      let padding = String(repeating: " ", count: max(0, room - CellWidth.of(left)))
      rows.append(
        (
          left + padding + app,
          selected ? painter.style(.focus, .bold) : painter.style(.text)
        ))
    }
    return rows
  }
}
