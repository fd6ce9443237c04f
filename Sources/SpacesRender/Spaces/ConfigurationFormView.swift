import Foundation
import SpacesEngine
import SpacesKit

/// A control's configuration form, drawn over the space as iOS shows it while you customize
/// Control Center: the control's name and description, a row per parameter with its value (a
/// list opens under a picker row), "Save", the last problem, and the keys.
public struct ConfigurationFormView {
  let painter: Painter

  /// The widest the form gets.
  static let maximumWidth = 62
  /// The width of the title column.
  static let titleColumn = 18

  /// Draws the form centred in the frame.
  public func draw(_ form: ConfigurationFormState, frame: inout Frame) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 10 else { return }
    let marker = painter.context.asciiOnly ? ">" : "›"
    var lines: [(String, CellStyle)] = [
      ("Configure", painter.style(.secondary)), (form.title, painter.style(.text, .bold)),
    ]
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
          let selected = row == picking
          let subtitle = option.subtitle.map { " \(painter.dot) \($0)" } ?? ""
          lines.append(
            (
              "    \(selected ? marker : " ") \(option.title)\(subtitle)",
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
    let height = min(frame.height - 2, lines.count + 2)
    let rect = Rect(
      x: (frame.width - width) / 2, y: max(0, (frame.height - height) / 2), width: width,
      height: height)
    frame.fill(rect, style: painter.style(.text))
    painter.box(focused: true).draw(rect, in: &frame, style: painter.style(.focus, .bold))
    for (offset, line) in lines.enumerated() where offset < height - 2 {
      frame.write(
        painter.truncate(line.0, to: inner), x: rect.x + 2, y: rect.y + 1 + offset,
        style: line.1, maxWidth: inner)
    }
    if let cursor, cursor.row < height - 2, cursor.column < inner {
      frame.restyle(
        Rect(x: rect.x + 2 + cursor.column, y: rect.y + 1 + cursor.row, width: 1, height: 1)
      ) { $0.attributes.insert(.reverse) }
    }
  }

  private func pad(_ text: String, to width: Int) -> String {
    let cut = painter.truncate(text, to: width - 1)
    return cut + String(repeating: " ", count: max(1, width - CellWidth.of(cut)))
  }
}
