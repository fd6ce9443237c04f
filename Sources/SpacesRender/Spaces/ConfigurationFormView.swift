import Foundation
import SpacesEngine
import SpacesKit

/// A control's configuration form, drawn over the space as iOS shows it while you customize
/// Control Center: the control's name and description, a row per parameter with its value (a
/// list opens under a picker row), "Save", the last problem, and the keys.
package struct ConfigurationFormView {
  let painter: Painter

  /// The widest the form gets.
  static let maximumWidth = 62
  /// The width of the title column.
  static let titleColumn = 18

  /// Draws the form centred in the frame.
  package func draw(_ form: ConfigurationFormState, frame: inout Frame) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 10 else { return }
    let marker = painter.context.asciiOnly ? ">" : "›"
    var lines: [(String, CellStyle)] = [
      (form.heading, painter.style(.secondary)), (form.title, painter.style(.text, .bold)),
    ]
    if let summary = form.summary {
      lines.append((summary, painter.style(.text)))
    }
    if let description = form.description {
      lines.append((description, painter.style(.secondary)))
    }
    lines.append(("", painter.style(.text)))
    var cursor: (row: Int, column: Int)?
    for (index, field) in form.fields.enumerated() {
      let focused = index == form.focus
      let head = "\(focused ? marker : " ") " + pad(field.title, to: Self.titleColumn)
      let valueWidth = max(1, inner - CellWidth.of(head))
      var value = field.shownText
      if field.isList {
        value = field.options == nil ? "…" : (value.isEmpty ? "Choose" : value)
        value += painter.context.asciiOnly ? " v" : " ▾"
      } else if field.kind == .unsupported {
        value = "(can't be edited here)"
      }
      if field.isTyped, focused {
        let slice = field.field.visibleSlice(width: valueWidth - 1)
        cursor = (lines.count, CellWidth.of(head) + slice.cursorColumn)
        value = slice.text
      }
      let edited = field.change != nil ? painter.style(.accent, .bold) : painter.style(.text)
      lines.append((head + value, focused ? painter.style(.focus, .bold) : edited))
      if let problem = field.problem {
        lines.append(("    " + problem, painter.style(.warning)))
      }
      if focused, let picking = form.picking, let options = field.options {
        for (row, option) in options.enumerated() {
          // A section's header above its first option, as iOS's pickers group them.
          if let section = option.section, row == 0 || options[row - 1].section != section {
            let symbol = section.systemImage.map { painter.glyph($0) + " " } ?? ""
            let subtitle = section.subtitle.map { " \(painter.dot) \($0)" } ?? ""
            lines.append(
              ("    \(symbol)\(section.title)\(subtitle)", painter.style(.secondary, .bold)))
          }
          let selected = row == picking
          let subtitle = option.subtitle.map { " \(painter.dot) \($0)" } ?? ""
          let symbol = option.systemImage.map { painter.glyph($0) + " " } ?? ""
          lines.append(
            (
              "    \(selected ? marker : " ") \(symbol)\(option.title)\(subtitle)",
              selected ? painter.style(.focus, .bold) : painter.style(.text)
            ))
        }
      }
    }
    lines.append(("", painter.style(.text)))
    let saveFocused = form.focus == form.fields.count
    let save = form.isSaving ? "Saving…" : "[ Save ]"
    lines.append(
      (
        "\(saveFocused ? marker : " ") \(save)",
        saveFocused ? painter.style(.focus, .bold) : painter.style(.text)
      ))
    if let error = form.error {
      lines.append(("\(painter.context.asciiOnly ? "!" : "⚠") \(error)", painter.style(.warning)))
    }
    lines.append(("", painter.style(.text)))
    lines.append((form.hint, painter.style(.secondary)))
    painter.drawOverlayBox(lines, maximumWidth: Self.maximumWidth, cursor: cursor, frame: &frame)
  }

  private func pad(_ text: String, to width: Int) -> String {
    let cut = painter.truncate(text, to: width - 1)
    return cut + String(repeating: " ", count: max(1, width - CellWidth.of(cut)))
  }
}
