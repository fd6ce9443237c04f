import Foundation
import SpacesEngine
import SpacesKit

/// A running intent's question, drawn over the space as Siri would ask it: the question, then
/// the options to pick from, a yes/no, or a text field with its cursor, and the keys that answer.
package struct PromptView {
  let painter: Painter

  /// The widest the prompt box gets.
  static let maximumWidth = 60

  /// Draws the prompt centred in the frame.
  package func draw(_ state: PromptState, title: String, frame: inout Frame) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 0 else { return }
    var lines: [(String, CellStyle)] = [
      (title, painter.style(.secondary)), (state.prompt.question, painter.style(.text, .bold)),
      ("", painter.style(.text)),
    ]
    var cursor: (row: Int, column: Int)?
    switch state.prompt {
    case .disambiguation(_, let options, _, let sections):
      lines += PromptOptionRows(painter: painter).rows(
        options, sections: sections, selection: state.selection
      ).map { ($0.text, $0.style) }
    case .confirmation(_, let item, _, _):
      lines.append((item, painter.style(.text)))
      lines.append(("", painter.style(.text)))
      lines.append((state.prompt.confirmationButtons, painter.style(.text, .bold)))
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
  package func draw(_ request: UnlockRequest, frame: inout Frame) {
    let lock = painter.glyph("lock.fill")
    drawBox(
      [
        ("\(lock) Locked", painter.style(.secondary)),
        (request.question, painter.style(.text, .bold)),
        ("", painter.style(.text)),
        (UnlockRequest.hint, painter.style(.secondary)),
      ], cursor: nil, frame: &frame)
  }

  private func drawBox(
    _ lines: [(String, CellStyle)], cursor: (row: Int, column: Int)?, frame: inout Frame
  ) {
    painter.drawOverlayBox(lines, maximumWidth: Self.maximumWidth, cursor: cursor, frame: &frame)
  }
}
