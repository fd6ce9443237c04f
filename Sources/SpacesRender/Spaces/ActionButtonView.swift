import Foundation
import SpacesEngine
import SpacesKit

/// The Action button: the Dynamic Island strip, the assigned control, the side button and the
/// hint that a press shows.
package struct ActionButtonView {
  let painter: Painter

  /// Draws the Action button space into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let context = painter.context
    drawIsland(state: state, in: area, frame: &frame)

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

    if let hint = button.hint {
      let width = min(area.width - 4, CellWidth.of(hint.text) + 6)
      let rect = Rect(x: area.x + (area.width - width) / 2, y: line + 2, width: width, height: 3)
      frame.fill(rect, style: painter.style(.hint))
      painter.box(focused: false).draw(rect, in: &frame, style: painter.style(.hint, .bold))
      painter.center(
        hint.text, in: rect, y: rect.y + 1, style: painter.style(.hint, .bold), frame: &frame)
    } else if line + 3 < area.maxY, !state.editMode.isEditing {
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
    if let hint = state.actionButton.hint {
      drawHint(hint.text, below: line, in: area, frame: &frame)
    } else if case .shortcutResult(_, _, let text, let isError, _) = state.actionButton.island {
      // The dialog in full (the island has room for its start only).
      for (offset, wrapped) in TextWrapper.lines(text, width: area.width - 4, maxLines: 3)
        .enumerated() where line + 2 + offset < area.maxY
      {
        painter.center(
          wrapped, in: area, y: line + 2 + offset,
          style: isError ? painter.style(.warning, .bold) : painter.style(.text), frame: &frame)
      }
    } else if line + 3 < area.maxY, !state.editMode.isEditing {
      painter.center(
        "Press Enter or Space", in: area, y: line + 3, style: painter.style(.secondary),
        frame: &frame)
    }
  }

  private func drawHint(_ text: String, below line: Int, in area: Rect, frame: inout Frame) {
    let width = min(area.width - 4, CellWidth.of(text) + 6)
    let rect = Rect(x: area.x + (area.width - width) / 2, y: line + 2, width: width, height: 3)
    frame.fill(rect, style: painter.style(.hint))
    painter.box(focused: false).draw(rect, in: &frame, style: painter.style(.hint, .bold))
    painter.center(text, in: rect, y: rect.y + 1, style: painter.style(.hint, .bold), frame: &frame)
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

  /// The Dynamic Island: the action's result for a moment, else a running Live Activity's
  /// compact view, else the empty pill.
  func drawIsland(state: DashboardState, in area: Rect, frame: inout Frame) {
    let context = painter.context
    // The symbol on its pad (tinted while on or running, grey while off), or plain.
    var leading: (glyph: String, style: CellStyle, pad: Bool)?
    var trailing: (String, TerminalColor)?
    switch state.actionButton.island {
    case .performing(let id):
      if let stored = state.control(id) {
        let control = painter.presented(stored, state: state)
        leading = (
          painter.glyph(painter.currentLabel(control).systemImage), painter.padStyle(control),
          true
        )
        trailing = (context.asciiOnly ? "..." : "…", context.theme.color(.secondary))
      }
    case .result(let id, _):
      if let stored = state.control(id) {
        let control = painter.presented(stored, state: state)
        let displayed = control.displayed
        let color =
          painter.stateColor(displayed, off: .islandText)
        leading = (
          painter.glyph(displayed.currentLabel.systemImage), painter.padStyle(control), true
        )
        trailing = (displayed.valueText ?? displayed.title, color)
      }
    case .shortcutRunning(_, let symbol):
      leading = (painter.glyph(symbol), painter.style(.islandText, .bold, on: .island), false)
      trailing = (context.asciiOnly ? "..." : "…", context.theme.color(.secondary))
    case .shortcutResult(_, let symbol, let text, let isError, _):
      leading = (painter.glyph(symbol), painter.style(.islandText, .bold, on: .island), false)
      trailing = (
        text, isError ? context.theme.color(.warning) : context.theme.color(.islandText)
      )
    case nil:
      if let activity = LockScreenView.ordered(state.activities.values).first(where: {
        !$0.hasEnded
      }) {
        let symbol = activity.view.firstSystemImage
        let tint = activity.view.firstModifier { modifier -> Color? in
          if case .foreground(let color) = modifier { return color }
          return nil
        }
        let color = tint.map { context.theme.resolve($0) } ?? context.theme.color(.islandText)
        leading = (
          painter.glyph(symbol),
          tint.map { painter.tintPad(context.theme.resolve($0)) }
            ?? painter.style(color, .bold, on: .island),
          tint != nil
        )
        var timerText: String?
        activity.view.forEachNode { node in
          if case .text(let content) = node, case .timer = content {
            timerText = TextFormatter.string(content, context: context)
          }
        }
        trailing = (timerText ?? "", color)
      }
    }
    let width = leading == nil ? 16 : 30
    let rect = Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: 3)
    frame.fill(rect, style: painter.style(.islandText, on: .island))
    painter.box(focused: false).draw(rect, in: &frame, style: painter.style(.border, on: .island))
    if let leading, leading.pad {
      painter.drawPad(
        leading.glyph, x: rect.x + 2, y: rect.y + 1, style: leading.style, caps: false,
        surface: .island, frame: &frame)
    } else if let leading {
      frame.write(leading.glyph, x: rect.x + 3, y: rect.y + 1, style: leading.style)
    }
    if let trailing {
      let text = painter.truncate(trailing.0, to: width - 10)
      frame.write(
        text, x: rect.maxX - 3 - CellWidth.of(text), y: rect.y + 1,
        style: painter.style(trailing.1, .bold, on: .island))
    }
  }
}
