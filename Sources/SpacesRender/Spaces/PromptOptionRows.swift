import SpacesEngine
import SpacesKit

/// The rows of a prompt's list of options, as Siri lists them: numbered options (`1`–`9` pick
/// directly), the highlighted one marked, and a section's header above its first option (an
/// `IntentItemCollection`'s sections, with their symbol and subtitle).
struct PromptOptionRows {
  let painter: Painter

  /// The rows for `options` under their `sections`, `selection` highlighted.
  func rows(
    _ options: [String], sections: [IntentPromptSection], selection: Int
  ) -> [(text: String, style: CellStyle)] {
    let marker = painter.context.asciiOnly ? ">" : "›"
    var rows: [(text: String, style: CellStyle)] = []
    for (index, option) in options.enumerated() {
      if let section = sections.first(where: { $0.start == index })?.header {
        let symbol = section.systemImage.map { painter.glyph($0) + " " } ?? ""
        let subtitle = section.subtitle.map { " \(painter.dot) \($0)" } ?? ""
        rows.append(("   \(symbol)\(section.title)\(subtitle)", painter.style(.secondary, .bold)))
      }
      let selected = index == selection
      let number = index < 9 ? "\(index + 1)" : " "
      rows.append(
        (
          "\(selected ? marker : " ") \(number)  \(option)",
          selected ? painter.style(.focus, .bold) : painter.style(.text)
        ))
    }
    return rows
  }
}
