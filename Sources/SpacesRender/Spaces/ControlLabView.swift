import Foundation
import SpacesEngine
import SpacesKit

/// The Control Lab: every installed control side by side in every size (small, medium,
/// large) and state (off, on, performing, error, locked), with the hint the Action button
/// would show in each state and the control's Lock Screen slot. The screen for a design
/// review; arrows scroll it a control at a time, `t` switches the theme.
package struct ControlLabView {
  let painter: Painter

  /// A state's column: a large tile's width and a gap.
  package static let columnWidth = ControlTile.unitWidth * 2 + ControlTile.gapX + 2
  /// The rows of one line of states: heading, medium tile, small tile and slot, large tile,
  /// two lines of hint, and a gap.
  static let groupHeight =
    1 + ControlTile.unitHeight + 1 + ControlTile.unitHeight + 1
    + (ControlTile.unitHeight * 2 + ControlTile.gapY) + 2 + 1

  /// Draws the Lab into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let controls = ControlLabFeature.controls(state)
    let dot = painter.dot
    var title = "Control Lab \(dot) theme \(painter.context.theme.name) \(dot) \(controls.count) "
    title += controls.count == 1 ? "control" : "controls"
    if let kind = state.controlLab.kind { title += " \(dot) kind \(kind)" }
    if let app = state.controlLab.app { title += " \(dot) app \(app)" }
    painter.center(title, in: area, y: area.y, style: painter.style(.text, .bold), frame: &frame)
    guard !controls.isEmpty else {
      guard !state.controls.isEmpty else {
        painter.center(
          "No controls installed. Apps add them with a WidgetBundle.", in: area, y: area.y + 2,
          style: painter.style(.secondary), frame: &frame)
        return
      }
      // What there is to filter by: each installed kind, with its app.
      painter.center(
        "No control matches. Installed kinds:", in: area, y: area.y + 2,
        style: painter.style(.warning), frame: &frame)
      var kinds: [String] = []
      for control in state.controls where !kinds.contains(control.kind) {
        kinds.append(control.kind)
      }
      for (offset, kind) in kinds.enumerated() where area.y + 3 + offset < area.maxY {
        let app = state.controls.first { $0.kind == kind }?.appName ?? ""
        painter.center(
          "\(kind) (\(app))", in: area, y: area.y + 3 + offset,
          style: painter.style(.secondary), frame: &frame)
      }
      return
    }
    let columns = max(1, min(ControlLabState.allCases.count, area.width / Self.columnWidth))
    let left = area.x + max(1, (area.width - columns * Self.columnWidth + 2) / 2)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
    let first = max(0, min(state.controlLab.first, controls.count - 1))
    frame.pushClip(body)
    var y = body.y
    var lastStarted = first
    for index in first..<controls.count where y < body.maxY {
      lastStarted = index
      y = drawBlock(
        controls[index], x: left, y: y, columns: columns, width: area.maxX - left, frame: &frame)
    }
    frame.popClip()
    // What is scrolled off: above (the arrows scroll a control at a time) and below.
    let ascii = painter.context.asciiOnly
    if first > 0 {
      frame.write(
        "\(ascii ? "^" : "▲") \(first) above", x: area.x + 1, y: area.y,
        style: painter.style(.secondary))
    }
    let below = controls.count - 1 - lastStarted
    if below > 0 {
      let text = ascii ? "v \(below) more (down)" : "▼ \(below) more (↓)"
      frame.write(
        text, x: area.maxX - CellWidth.of(text) - 1, y: area.y, style: painter.style(.secondary))
    }
  }

  /// Draws one control's block at a row: its header, then its states in lines of `columns`.
  /// Returns the row after it.
  func drawBlock(
    _ control: ControlInstance, x: Int, y top: Int, columns: Int, width: Int, frame: inout Frame
  ) -> Int {
    let dot = painter.dot
    let kind = control.displayed.isToggle ? "toggle" : "button"
    let glyph = painter.glyph(control.displayed.currentLabel.systemImage)
    let name = painter.truncate("\(glyph) \(control.displayName)", to: width)
    let written = frame.write(name, x: x, y: top, style: painter.style(.text, .bold))
    let details =
      " \(dot) \(control.displayed.title) \(dot) \(control.appName) \(dot) \(kind) \(dot) \(control.kind)"
    frame.write(
      painter.truncate(details, to: max(0, width - written)), x: x + written, y: top,
      style: painter.style(.secondary))
    var y = top + 1
    let states = ControlLabState.allCases
    for start in stride(from: 0, to: states.count, by: columns) {
      for (column, labState) in states[start..<min(start + columns, states.count)].enumerated() {
        drawState(labState, of: control, x: x + column * Self.columnWidth, y: y, frame: &frame)
      }
      y += Self.groupHeight
    }
    return y
  }

  /// Draws one state of a control: heading, the three sizes, the Lock Screen slot and the
  /// Action button's hint.
  func drawState(
    _ labState: ControlLabState, of control: ControlInstance, x: Int, y: Int, frame: inout Frame
  ) {
    let width = Self.columnWidth - 2
    var heading = labState.title
    if labState == .locked {
      heading += control.displayed.hidesStateWhileLocked ? ": state hidden" : ": state shown"
    }
    frame.write(heading, x: x, y: y, style: painter.style(.secondary, .bold))
    guard
      let variant = labState.variant(
        of: control, now: painter.context.now, redaction: painter.redaction)
    else {
      frame.write(
        "a button has no on state", x: x, y: y + 2, style: painter.style(.placeholder))
      return
    }
    let tile = ControlTile(painter: painter)
    func sized(_ size: ControlSize) -> ControlInstance {
      var copy = variant
      copy.size = size
      return copy
    }
    let unit = ControlTile.unitHeight
    tile.draw(
      sized(.medium), in: Rect(x: x, y: y + 1, width: width, height: unit), focused: false,
      onBlank: true, frame: &frame)
    tile.draw(
      sized(.small), in: Rect(x: x, y: y + unit + 2, width: ControlTile.unitWidth, height: unit),
      focused: false, onBlank: true, frame: &frame)
    let slot = Rect(x: x + ControlTile.unitWidth + 2, y: y + unit + 3, width: 7, height: 3)
    painter.box(focused: false).draw(slot, in: &frame, style: painter.style(.border))
    LockScreenView(painter: painter).drawSlotSymbol(variant, in: slot, frame: &frame)
    // Named under the slot, where the column has room for the whole name.
    frame.write(
      painter.truncate("Lock Screen", to: x + width - slot.x), x: slot.x, y: slot.maxY,
      style: painter.style(.placeholder))
    let largeHeight = unit * 2 + ControlTile.gapY
    tile.draw(
      sized(.large), in: Rect(x: x, y: y + 2 * unit + 3, width: width, height: largeHeight),
      focused: false, onBlank: true, frame: &frame)
    let hint = labState.hint(for: variant)
    let lines =
      CellWidth.of(hint) <= width ? [hint] : TextWrapper.lines(hint, width: width, maxLines: 2)
    for (offset, line) in lines.enumerated() {
      frame.write(
        line, x: x, y: y + 2 * unit + 3 + largeHeight + offset, style: painter.style(.hint))
    }
  }
}
