import Foundation
import SpacesEngine
import SpacesKit

/// A Smart Stack's "Edit Stack" sheet, drawn over the Home Screen as iOS shows it: the title,
/// the Smart Rotate and Widget Suggestions switches with what each does, the stack's widgets
/// top to bottom by their gallery names (the one on show marked), and the keys.
package struct EditStackView {
  let painter: Painter

  /// The widest the sheet gets.
  static let maximumWidth = 64

  /// Draws the sheet of the stack that holds the sheet's anchor (nothing when it is gone).
  package func draw(_ sheet: EditStackState, state: DashboardState, frame: inout Frame) {
    guard let index = state.widgets.stackIndex(containing: sheet.anchor) else { return }
    let stack = state.widgets.stacks[index]
    let ascii = painter.context.asciiOnly
    let marker = ascii ? ">" : "›"
    func row(_ number: Int, _ text: String) -> (String, CellStyle) {
      let focused = number == sheet.row
      return (
        "\(focused ? marker : " ") \(text)",
        focused ? painter.style(.focus, .bold) : painter.style(.text, .bold)
      )
    }
    func toggle(_ on: Bool) -> String {
      ascii ? (on ? "[on ]" : "[off]") : (on ? "On  ━●" : "Off ○━")
    }
    var lines: [(String, CellStyle)] = [
      ("Edit Stack", painter.style(.text, .bold)), ("", painter.style(.text)),
      row(EditStackState.smartRotateRow, pad("Smart Rotate", 24) + toggle(stack.smartRotate)),
      ("    shows the most relevant widget by itself", painter.style(.secondary)),
      row(
        EditStackState.suggestionsRow,
        pad("Widget Suggestions", 24) + toggle(stack.widgetSuggestions)),
      ("    lets the apps' relevant intents bring widgets up", painter.style(.secondary)),
      ("", painter.style(.text)),
    ]
    for (offset, id) in stack.members.enumerated() {
      guard let widget = state.widgets.instances[id] else { continue }
      let name =
        state.widgetGallery.catalog.first { $0.kind == widget.kind }?.displayName
        ?? widget.kind.shortKind
      let shown = id == stack.shownWidget ? (ascii ? "  (on show)" : "  ● on show") : ""
      lines.append(row(EditStackState.switchRows + offset, name + shown))
    }
    lines.append(("", painter.style(.text)))
    let hint = ascii ? Painter.asciiArrows(EditStackState.hint) : EditStackState.hint
    lines.append((hint, painter.style(.secondary)))
    painter.drawOverlayBox(lines, maximumWidth: Self.maximumWidth, cursor: nil, frame: &frame)
  }

  /// Pads a text with spaces to a width in cells.
  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - CellWidth.of(text)))
  }
}
