import Foundation
import SpacesEngine
import SpacesKit

/// A running intent's question, drawn over the space as Siri would ask it: the question, then
/// the options to pick from, a yes/no, or a text field with its cursor, and the keys that answer.
public struct PromptView {
  let painter: Painter

  /// The widest the prompt box gets.
  static let maximumWidth = 60

  /// Draws the prompt centred in the frame.
  public func draw(_ state: PromptState, title: String, frame: inout Frame) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 0 else { return }
    var lines: [(String, CellStyle)] = [
      (title, painter.style(.secondary)), (state.prompt.question, painter.style(.text, .bold)),
      ("", painter.style(.text)),
    ]
    var cursor: (row: Int, column: Int)?
    switch state.prompt {
    case .disambiguation(_, let options, _):
      let marker = painter.context.asciiOnly ? ">" : "›"
      for (index, option) in options.enumerated() {
        let selected = index == state.selection
        let number = index < 9 ? "\(index + 1)" : " "
        lines.append(
          (
            "\(selected ? marker : " ") \(number)  \(option)",
            selected ? painter.style(.focus, .bold) : painter.style(.text)
          ))
      }
    case .confirmation(_, let item, _):
      lines.append((item, painter.style(.text)))
      lines.append(("", painter.style(.text)))
      lines.append(("[y] Yes    [n] No", painter.style(.text, .bold)))
    case .value:
      let slice = state.field.visibleSlice(width: inner - 2)
      cursor = (lines.count, 2 + slice.cursorColumn)
      lines.append(("> " + slice.text, painter.style(.text)))
    }
    lines.append(("", painter.style(.text)))
    lines.append((state.hint, painter.style(.secondary)))
    drawBox(lines, cursor: cursor, frame: &frame)
  }

  /// Draws the "Unlock to …" prompt of an intent that needs the device unlocked.
  public func draw(_ request: UnlockRequest, frame: inout Frame) {
    let lock = painter.glyph("lock.fill")
    drawBox(
      [
        ("\(lock) Locked", painter.style(.secondary)),
        (request.question, painter.style(.text, .bold)),
        ("", painter.style(.text)),
        (UnlockRequest.hint, painter.style(.secondary)),
      ], cursor: nil, frame: &frame)
  }

  /// Draws lines in a focused box centred in the frame, with an optional text cursor.
  private func drawBox(
    _ lines: [(String, CellStyle)], cursor: (row: Int, column: Int)?, frame: inout Frame
  ) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 0 else { return }
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
      // The text cursor: the cell under it in reverse video.
      frame.restyle(
        Rect(x: rect.x + 2 + cursor.column, y: rect.y + 1 + cursor.row, width: 1, height: 1)
      ) { $0.attributes.insert(.reverse) }
    }
  }
}
