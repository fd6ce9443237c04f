import Foundation
import SpacesEngine
import SpacesKit

/// The Action button: the assigned control and the side button. The hint a press shows and
/// the action's result are drawn in the Dynamic Island (`IslandView`).
package struct ActionButtonView {
  let painter: Painter

  /// Draws the Action button space: the side button on the phone's left edge (`canvas` in the
  /// content area `content`), the assigned action on the canvas.
  package func draw(
    state: DashboardState, canvas: PhoneCanvas, content: Rect, frame: inout Frame
  ) {
    let context = painter.context
    let area = canvas.rect

    let button = state.actionButton
    let pressed = button.hint != nil
    let side = Self.sideButton(canvas: canvas, content: content)
    let barStyle = pressed ? painter.style(.accent, .bold) : painter.style(.secondary)
    for y in side.bar.y..<side.bar.maxY {
      frame.write(context.asciiOnly ? "|" : "▐", x: side.bar.x, y: y, style: barStyle)
    }
    frame.write(
      "Action", x: side.label.x, y: side.label.y,
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

  /// The side button: a bar on the phone's left edge, as high as an iPhone 15 Pro's Action
  /// button (above the volume buttons, about a fifth of the way down), and its "Action" label
  /// beside it. The bar stands just outside the device outline (`--frame`) or the canvas, like
  /// the button on the phone's side, its label further left; when the content area has no
  /// room there, both go on the canvas's first columns.
  package static func sideButton(canvas: PhoneCanvas, content: Rect) -> (bar: Rect, label: Rect) {
    let phone = canvas.rect
    let edge = canvas.outline?.x ?? phone.x
    let height = phone.height >= 30 ? 3 : 2
    let y = phone.y + max(1, phone.height / 5)
    let label = "Action".count
    if edge - 1 - (label + 1) >= content.x {
      let bar = Rect(x: edge - 1, y: y, width: 1, height: height)
      return (bar, Rect(x: bar.x - 1 - label, y: y + (height - 1) / 2, width: label, height: 1))
    }
    let bar = Rect(x: phone.x, y: y, width: 1, height: height)
    return (bar, Rect(x: bar.x + 2, y: y + (height - 1) / 2, width: label, height: 1))
  }

  /// The cells a click presses the Action button on: the side button (its bar and label, and
  /// the cells between) and the assigned control's name and value lines.
  package static func pressableRects(canvas: PhoneCanvas, content: Rect) -> [Rect] {
    let side = sideButton(canvas: canvas, content: content)
    let x = min(side.bar.x, side.label.x)
    let button = Rect(
      x: x, y: side.bar.y, width: max(side.bar.maxX, side.label.maxX) - x,
      height: side.bar.height)
    let phone = canvas.rect
    return [button, Rect(x: phone.x, y: phone.y + 5, width: phone.width, height: 2)]
  }
}
