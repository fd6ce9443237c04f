import Foundation
import SpacesEngine
import SpacesKit

/// The Action button: the assigned control and the side button. The hint a press shows and
/// the action's result are drawn in the Dynamic Island (`IslandView`).
package struct ActionButtonView {
  let painter: Painter

  /// Draws the Action button space into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let context = painter.context

    let button = state.actionButton
    let pressed = button.hint != nil
    let barStyle = pressed ? painter.style(.accent, .bold) : painter.style(.border)
    let middle = Self.buttonRect(in: area).y + 2
    for dy in -2...1 {
      frame.write(context.asciiOnly ? "|" : "▐", x: area.x, y: middle + dy, style: barStyle)
    }
    frame.write(
      "Action", x: area.x + 2, y: middle - 1,
      style: pressed ? painter.style(.accent, .bold) : painter.style(.secondary))

    if state.editMode.isEditing {
      painter.center(
        "Editing \(painter.dot) Enter choose a control \(painter.dot) x clear \(painter.dot) Esc Done",
        in: area, y: area.y + 4, style: painter.style(.accent, .bold), frame: &frame)
    }
    if let shortcut = button.shortcut {
      drawShortcut(shortcut, state: state, in: area, frame: &frame)
      return
    }
    guard let assigned = state.control(state.controls.actionButton) else {
      painter.center(
        "No action assigned", in: area, y: area.y + 5, style: painter.style(.secondary),
        frame: &frame)
      return
    }
    let control = painter.presented(assigned, state: state)
    let displayed = control.displayed
    let label = painter.currentLabel(control)
    let glyph = painter.glyph(label.systemImage ?? displayed.currentLabel.systemImage)
    let dim: CellAttributes = displayed.isDisabled ? [.dim] : []
    var line = area.y + 5
    let x = painter.center(
      "\(glyph)  \(control.displayName)", in: area, y: line,
      style: painter.style(.text, dim.union(.bold)), frame: &frame)
    painter.drawPad(
      glyph, x: x - 1, y: line, style: painter.padStyle(control), caps: false,
      surface: .background, frame: &frame)
    line += 1
    var detail = displayed.title
    let value =
      control.isPerforming && displayed.activeLabel != nil
      ? (label.valueText ?? displayed.valueText) : displayed.valueText
    if let value { detail += " \(painter.dot) \(value)" }
    painter.center(detail, in: area, y: line, style: painter.style(.secondary, dim), frame: &frame)

    if button.hint == nil, line + 3 < area.maxY, !state.editMode.isEditing {
      painter.center(
        "Press Enter or Space", in: area, y: line + 3, style: painter.style(.secondary),
        frame: &frame)
    }
  }

  /// The assigned App Shortcut: its symbol and short title, its app, and the hint.
  private func drawShortcut(
    _ shortcut: ActionButtonShortcut, state: DashboardState, in area: Rect, frame: inout Frame
  ) {
    let resolved = shortcut.resolve(in: state.siri.sources)
    let glyph = painter.glyph(resolved?.systemImageName)
    var line = area.y + 5
    painter.center(
      "\(glyph)  \(shortcut.title)", in: area, y: line, style: painter.style(.text, .bold),
      frame: &frame)
    line += 1
    painter.center(
      "Shortcut \(painter.dot) \(shortcut.app)", in: area, y: line,
      style: painter.style(.secondary), frame: &frame)
    if state.actionButton.hint != nil {
      return  // the hint is in the Dynamic Island
    } else if case .shortcutResult(_, _, let text, let isError, _) = state.actionButton.island {
      // The dialog in full (the island has room for its start only).
      for (offset, wrapped) in TextWrapper.lines(text, width: area.width - 4, maxLines: 3)
        .enumerated() where line + 2 + offset < area.maxY
      {
        painter.center(
          wrapped, in: area, y: line + 2 + offset,
          style: isError ? painter.style(.warning, .bold) : painter.style(.text), frame: &frame)
      }
    } else if let progress = state.runs.runs.values.first(where: {
      $0.origin == .actionButtonShortcut
    })?.progress, line + 3 < area.maxY {
      // A `ProgressReportingIntent` running: how far it has got.
      painter.center(
        painter.progressLine(progress, width: area.width - 4), in: area, y: line + 3,
        style: painter.style(.text), frame: &frame)
    } else if line + 3 < area.maxY, !state.editMode.isEditing {
      painter.center(
        "Press Enter or Space", in: area, y: line + 3, style: painter.style(.secondary),
        frame: &frame)
    }
  }

  /// The side button (its bar and "Action" label) in the content area: where a click presses.
  package static func buttonRect(in area: Rect) -> Rect {
    Rect(x: area.x, y: area.y + area.height / 2 - 2, width: 8, height: 4)
  }

  /// The cells a click presses the Action button on: the side button and the assigned
  /// control's name and value lines.
  package static func pressableRects(in area: Rect) -> [Rect] {
    [buttonRect(in: area), Rect(x: area.x, y: area.y + 5, width: area.width, height: 2)]
  }
}
