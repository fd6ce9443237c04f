import Foundation
import SpacesEngine
import SpacesKit

/// The Control Lab: every installed control side by side in every size (small, medium,
/// large) and state (off, on, performing, error, locked), with the hint the Action button
/// would show in each state and the control's Lock Screen slot. The screen for a design
/// review; arrows scroll it a control at a time, `t` switches the theme.
///
/// Drawn through the view pipeline: a column of blocks (a header row, then rows of state
/// columns), each tile and slot a leaf that paints itself, laid out at its ideal height and cut
/// by the space's body (the markers count what is off screen).
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
    // The blocks from the first shown: as many as start inside the body, each its ideal height
    // (the body cuts the last one).
    var blocks: [ViewNode] = []
    var height = 0
    var lastStarted = first
    for index in first..<controls.count where height < body.height {
      lastStarted = index
      blocks.append(block(controls[index], columns: columns, width: area.maxX - left))
      height += 1 + Self.groupHeight * Int((ControlLabState.allCases.count + columns - 1) / columns)
    }
    let column = ViewNode.modified(
      .column(alignment: .leading, blocks),
      .layout(.fixedSize(horizontal: false, vertical: true)))
    painter.drawScrolled(
      column, in: Rect(x: left, y: body.y, width: area.maxX - left, height: body.height),
      frame: &frame)
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

  /// One control's block: its header, then its states in lines of `columns`.
  func block(_ control: ControlInstance, columns: Int, width: Int) -> ViewNode {
    let dot = painter.dot
    let kind = control.displayed.isToggle ? "toggle" : "button"
    let glyph = painter.glyph(control.displayed.currentLabel.systemImage)
    let details =
      "\(dot) \(control.displayed.title) \(dot) \(control.appName) \(dot) \(kind) \(dot) \(control.kind)"
    // The name first: it keeps its width, the details take what is left.
    let header = ViewNode.row(
      alignment: .top, spacing: 1,
      [
        .modified(
          .line("\(glyph) \(control.displayName)", .text, .bold), .layout(.layoutPriority(1))),
        .line(details, .secondary),
      ]
    ).fillingWidth(.leading)
    let states = ControlLabState.allCases
    let lines = stride(from: 0, to: states.count, by: columns).map { start in
      ViewNode.row(
        alignment: .top,
        states[start..<min(start + columns, states.count)].map { labState in
          stateColumn(labState, of: control).frame(
            width: Self.columnWidth, height: Self.groupHeight, alignment: .topLeading)
        })
    }
    return .column(alignment: .leading, [header.frame(width: width, alignment: .leading)] + lines)
  }

  /// One state of a control: heading, the three sizes, the Lock Screen slot and the Action
  /// button's hint, in a column as wide as a large tile.
  func stateColumn(_ labState: ControlLabState, of control: ControlInstance) -> ViewNode {
    let width = Self.columnWidth - 2
    var heading = labState.title
    if labState == .locked {
      heading += control.displayed.hidesStateWhileLocked ? ": state hidden" : ": state shown"
    }
    let title = ViewNode.line(heading, .secondary, .bold)
    guard
      let variant = labState.variant(
        of: control, now: painter.context.now, redaction: painter.redaction)
    else {
      return .column(
        alignment: .leading,
        [title, .gap(rows: 1), .line("a button has no on state", .placeholder)])
    }
    let unit = ControlTile.unitHeight
    let painter = painter
    func tile(_ size: ControlSize, width: Int, height: Int) -> ViewNode {
      var copy = variant
      copy.size = size
      let sized = copy
      return .canvas(
        width: .fixed(width), height: .fixed(height), key: LabLeafKey(state: labState, size: size)
      ) { rect, frame in
        ControlTile(painter: painter).draw(
          sized, in: rect, focused: false, onBlank: true, frame: &frame)
      }
    }
    let slot = ViewNode.canvas(
      width: .fixed(7), height: .fixed(3), key: LabLeafKey(state: labState, size: nil)
    ) { rect, frame in
      painter.box(focused: false).draw(rect, in: &frame, style: painter.style(.border))
      LockScreenView(painter: painter).drawSlotSymbol(variant, in: rect, frame: &frame)
    }
    let slotColumn = ViewNode.column(
      alignment: .leading,
      [
        .gap(rows: 1), slot,
        // Named under the slot, where the column has room for the whole name.
        .line("Lock Screen", .placeholder),
      ])
    let hint = labState.hint(for: variant)
    let hintLines =
      CellWidth.of(hint) <= width ? [hint] : TextWrapper.lines(hint, width: width, maxLines: 2)
    return .column(
      alignment: .leading,
      [
        title.frame(width: width, alignment: .leading),
        tile(.medium, width: width, height: unit),
        .gap(rows: 1),
        .row(
          alignment: .top,
          [
            tile(.small, width: ControlTile.unitWidth, height: unit), .gap(columns: 2),
            slotColumn.frame(width: width - ControlTile.unitWidth - 2, alignment: .leading),
          ]),
        .gap(rows: 1),
        tile(.large, width: width, height: unit * 2 + ControlTile.gapY),
      ] + hintLines.map { ViewNode.line($0, .hint) })
  }
}

/// What a Lab leaf is told apart by when trees are compared (a kept layout is drawn with the
/// new tree's paintings: `CanvasBinding`).
private struct LabLeafKey: Equatable, Sendable {
  var state: ControlLabState
  var size: ControlSize?
}
