import Foundation
import SpacesEngine
import SpacesKit

/// The Action button: the assigned control and the side button. The hint a press shows and
/// the action's result are drawn in the Dynamic Island (`IslandView`).
///
/// Declared as view trees and drawn through the view pipeline (`Painter.draw(_:in:owner:)`):
/// the canvas's lines are a column centred across the canvas, the control's pad a leaf in the
/// name's row; the side button is drawn in the cells `sideButton` gives it (the device's own
/// geometry, which clicks are routed by).
package struct ActionButtonView {
  let painter: Painter

  /// Draws the Action button space: the side button on the phone's left edge (`canvas` in the
  /// content area `content`), the assigned action on the canvas.
  package func draw(
    state: DashboardState, canvas: PhoneCanvas, content: Rect, frame: inout Frame
  ) {
    let pressed = state.actionButton.hint != nil
    let side = Self.sideButton(canvas: canvas, content: content)
    let role: ThemeRole = pressed ? .accent : .secondary
    let attributes: CellAttributes = pressed ? .bold : []
    let bar = ViewNode.line(painter.context.asciiOnly ? "|" : "▐", role, attributes)
    painter.draw(
      .column(Array(repeating: bar, count: side.bar.height)), in: side.bar,
      owner: "the Action button's side button", frame: &frame)
    painter.draw(
      .line("Action", role, attributes), in: side.label, owner: "the Action button's label",
      frame: &frame)
    painter.draw(
      screen(state: state, width: canvas.rect.width), in: canvas.rect,
      owner: "the Action button space", frame: &frame)
  }

  /// The canvas's lines: from the fifth row, the edit-mode hint, then the assigned action.
  func screen(state: DashboardState, width: Int) -> ViewNode {
    let dot = painter.dot
    let hint: ViewNode =
      state.editMode.isEditing
      ? .line(
        "Editing \(dot) Enter choose a control \(dot) x clear \(dot) Esc Done", .accent, .bold)
      : .gap(rows: 1)
    let rows: [ViewNode]
    if let shortcut = state.actionButton.shortcut {
      rows = shortcutRows(shortcut, state: state, width: width)
    } else if let assigned = state.control(state.controls.actionButton) {
      rows = controlRows(assigned, state: state)
    } else {
      rows = [.line("No action assigned", .secondary)]
    }
    return .column(([.gap(rows: 4), hint] + rows).map { $0.fillingWidth() }).filling(.top)
  }

  /// The assigned control: its symbol on its pad and its name, its title and value, and the
  /// hint to press.
  private func controlRows(_ assigned: ControlInstance, state: DashboardState) -> [ViewNode] {
    let control = painter.presented(assigned, state: state)
    let displayed = control.displayed
    let label = painter.currentLabel(control)
    let glyph = painter.glyph(label.systemImage ?? displayed.currentLabel.systemImage)
    let dim: CellAttributes = displayed.isDisabled ? [.dim] : []
    var detail = displayed.title
    let value =
      control.isPerforming && displayed.activeLabel != nil
      ? (label.valueText ?? displayed.valueText) : displayed.valueText
    if let value { detail += " \(painter.dot) \(value)" }
    var rows: [ViewNode] = [
      .row([
        painter.padView(glyph, style: painter.padStyle(control)),
        .line(" \(control.displayName)", .text, dim.union(.bold)),
      ]),
      .line(detail, .secondary, dim),
    ]
    if state.actionButton.hint == nil, !state.editMode.isEditing {
      rows += [.gap(rows: 2), .line("Press Enter or Space", .secondary)]
    }
    return rows
  }

  /// The assigned App Shortcut: its symbol and short title, its app, and its dialog, its
  /// progress or the hint.
  private func shortcutRows(
    _ shortcut: ActionButtonShortcut, state: DashboardState, width: Int
  ) -> [ViewNode] {
    let resolved = shortcut.resolve(in: state.siri.sources)
    let glyph = painter.glyph(resolved?.systemImageName)
    var rows: [ViewNode] = [
      .line("\(glyph)  \(shortcut.title)", .text, .bold),
      .line("Shortcut \(painter.dot) \(shortcut.app)", .secondary),
    ]
    if state.actionButton.hint != nil {
      return rows  // the hint is in the Dynamic Island
    } else if case .shortcutResult(_, _, let text, let isError, _) = state.actionButton.island {
      // The dialog in full (the island has room for its start only), its lines centred.
      let dialog = ViewNode.modified(
        .modified(.text(.verbatim(text)), .lineLimit(3)), .multilineTextAlignment(.center)
      ).themed(isError ? .warning : .text, isError ? .bold : [])
      rows += [.gap(rows: 1), dialog.padding(leading: 2, trailing: 2)]
    } else if let progress = state.runs.runs.values.first(where: {
      $0.origin == .actionButtonShortcut
    })?.progress {
      // A `ProgressReportingIntent` running: how far it has got.
      rows += [.gap(rows: 2), .line(painter.progressLine(progress, width: width - 4), .text)]
    } else if !state.editMode.isEditing {
      rows += [.gap(rows: 2), .line("Press Enter or Space", .secondary)]
    }
    return rows
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
