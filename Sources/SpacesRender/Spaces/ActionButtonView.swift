import Foundation
import SpacesEngine
import SpacesKit

/// The Action button: the assigned control and the side button. The hint a press shows and
/// the action's result are drawn in the Dynamic Island (`IslandView`).
///
/// Declared as view trees and drawn through the view pipeline (`Painter.draw(_:in:owner:)`):
/// the canvas holds the assigned action as iOS's Settings › Action Button shows it, centred a
/// little above the middle: the control as Control Center draws it (a round module, lit while
/// on or pressed; an App Shortcut's symbol on the accent), its name, its value, the hint to
/// press. The side button is drawn in the cells `sideButton` gives it (the device's own
/// geometry). Clicks are routed by the same laid-out tree (`pressableRects`).
package struct ActionButtonView {
  let painter: Painter

  package init(painter: Painter) { self.painter = painter }

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
      screen(state: state, canvas: canvas.rect), in: canvas.rect,
      owner: "the Action button space", frame: &frame)
  }

  /// The identity of the assigned action's module, name and value in the screen's tree: a
  /// click there presses the button.
  static let actionID = ViewIdentity("action-button.action")

  /// The canvas's content: the edit-mode hint at the top, the assigned action centred a
  /// little above the middle (where iOS's Settings › Action Button shows it).
  func screen(state: DashboardState, canvas: Rect) -> ViewNode {
    let dot = painter.dot
    let hint: ViewNode =
      state.editMode.isEditing
      ? .column([
        .line("Editing the Action button", .accent, .bold),
        .line("Enter choose \(dot) x clear \(dot) Esc Done", .accent),
      ])
      : .gap(rows: 2)
    let disc = Self.discSize(canvas: canvas)
    var rows: [ViewNode]
    if let shortcut = state.actionButton.shortcut {
      rows = shortcutRows(shortcut, state: state, width: canvas.width, disc: disc)
    } else if let assigned = state.control(state.controls.actionButton) {
      rows = controlRows(assigned, state: state, disc: disc)
    } else {
      // Nothing to press: how to assign one instead (edit mode's own hint says it there).
      rows = [.line("No action assigned", .secondary)]
      if !state.editMode.isEditing {
        rows += [.gap(rows: 1), .line("e, then Enter: choose one", .secondary)]
      }
    }
    // The action a third of the way down what is left under the hint (iOS's optical centre).
    let action = ViewNode.column(rows.map { $0.fillingWidth() })
    let spacer = ViewNode.gap().filling()
    return .column([
      .gap(rows: canvas.height >= 24 ? 4 : 2), hint.fillingWidth(), spacer, action, spacer, spacer,
    ])
  }

  /// The round module's size in cells: Control Center's small module (a circle on screen),
  /// smaller on a short canvas, and none where the lines under it would not fit (the symbol
  /// then stands on its pad before the name).
  static func discSize(canvas: Rect) -> (width: Int, height: Int)? {
    switch canvas.height {
    case 30...: (12, 5)
    case 20...: (10, 4)
    default: nil
    }
  }

  /// "Press Enter or Space" (or, in edit mode, nothing: the edit hint says what keys do).
  private func pressHint(_ state: DashboardState) -> ViewNode {
    state.editMode.isEditing ? .gap(rows: 1) : .line("Press Enter or Space", .secondary)
  }

  /// The action's symbol and name: a round module (`glyph` on `pad`, as Control Center draws
  /// a small control) above the name, or without room for one the symbol on its pad before it.
  private func header(
    glyph: String, pad: CellStyle, name: String, attributes: CellAttributes,
    disc: (width: Int, height: Int)?
  ) -> [ViewNode] {
    guard let disc else {
      return [.row([painter.padView(glyph, style: pad), .line(" \(name)", .text, attributes)])]
    }
    let tile = ControlTile(painter: painter)
    let module = ViewNode.canvas(
      width: .fixed(disc.width), height: .fixed(disc.height), key: DiscKey(glyph: glyph, pad: pad)
    ) { rect, frame in
      tile.drawDisc(glyph: glyph, pad: pad, in: rect, focused: false, frame: &frame)
    }
    return [module, .gap(rows: 1), .line(name, .text, attributes)]
  }

  /// The assigned control: its round module (lit while on or pressed), its name, its title
  /// and value, and the hint to press.
  private func controlRows(
    _ assigned: ControlInstance, state: DashboardState, disc: (width: Int, height: Int)?
  ) -> [ViewNode] {
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
    let action = ViewNode.column(
      header(
        glyph: glyph, pad: painter.padStyle(control), name: control.displayName,
        attributes: dim.union(.bold), disc: disc) + [.line(detail, .secondary, dim)])
    var rows: [ViewNode] = [.modified(action, .id(Self.actionID))]
    if state.actionButton.hint == nil {
      rows += [.gap(rows: 2), pressHint(state)]
    }
    return rows
  }

  /// The assigned App Shortcut: its symbol and short title, its app, and its dialog, its
  /// progress or the hint.
  private func shortcutRows(
    _ shortcut: ActionButtonShortcut, state: DashboardState, width: Int,
    disc: (width: Int, height: Int)?
  ) -> [ViewNode] {
    let resolved = shortcut.resolve(in: state.siri.sources)
    let glyph = painter.glyph(resolved?.systemImageName)
    let action = ViewNode.column(
      header(
        glyph: glyph, pad: painter.tintPad(painter.theme.color(.accent)), name: shortcut.title,
        attributes: .bold, disc: disc)
        + [.line("Shortcut \(painter.dot) \(shortcut.app)", .secondary)])
    var rows: [ViewNode] = [.modified(action, .id(Self.actionID))]
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
    } else {
      rows += [.gap(rows: 2), pressHint(state)]
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
  /// the cells between) and the assigned action's module, name and value, where the screen's
  /// tree places them.
  package func pressableRects(state: DashboardState, canvas: PhoneCanvas, content: Rect)
    -> [Rect]
  {
    let side = Self.sideButton(canvas: canvas, content: content)
    let x = min(side.bar.x, side.label.x)
    let button = Rect(
      x: x, y: side.bar.y, width: max(side.bar.maxX, side.label.maxX) - x,
      height: side.bar.height)
    let action = ViewRenderer(context: painter.context).layout(
      screen(state: state, canvas: canvas.rect), in: canvas.rect
    ).rect(of: Self.actionID)
    return [button] + (action.map { [$0] } ?? [])
  }
}

/// What a round module leaf draws from.
private struct DiscKey: Equatable, Sendable {
  var glyph: String
  var pad: CellStyle
}
