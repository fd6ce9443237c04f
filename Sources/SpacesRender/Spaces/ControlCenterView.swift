import Foundation
import SpacesEngine
import SpacesKit

/// Control Center: the grid of controls, the momentary status line, and what is focused.
package struct ControlCenterView {
  let painter: Painter

  /// The grid's width in cells: four units and the gaps between them.
  package static let gridWidth =
    ControlCenterLayout.columns * ControlTile.unitWidth
    + (ControlCenterLayout.columns - 1) * ControlTile.gapX

  /// Where the grid starts in the content area: centred, one row down (for the status line).
  package static func gridOrigin(in area: Rect) -> (x: Int, y: Int) {
    (x: area.x + max(0, (area.width - gridWidth) / 2), y: area.y + 1)
  }

  /// How to configure a control, from the keymap ("c to configure").
  static let configureHint: String = {
    let keys = Keymap.standard.rows.first { row in
      row.bindings.contains { $0.command == .configure }
    }
    // The row's first key is configure's ("c  n": n is the Smart Stack's).
    let key = keys?.helpKeys.split(separator: " ").first.map(String.init)
    return "\(key ?? "c") to configure"
  }()

  /// The grid rows scrolled off the top so that the focused control shows when the grid is
  /// taller than the content area (edit mode can make it so).
  package static func scrolledRows(
    _ layout: ControlCenterLayout, focus: ControlID?, in area: Rect
  ) -> Int {
    let rowHeight = ControlTile.unitHeight + ControlTile.gapY
    let visibleRows = (area.maxY - gridOrigin(in: area).y + ControlTile.gapY) / rowHeight
    guard let placement = layout.placements.first(where: { $0.id == focus }) else { return 0 }
    return max(0, min(placement.row, placement.row + placement.size.span.rows - visibleRows))
  }

  /// Where the grid's first row is drawn: `gridOrigin`, moved up by the rows scrolled off.
  package static func scrolledOrigin(
    _ layout: ControlCenterLayout, focus: ControlID?, in area: Rect
  ) -> (x: Int, y: Int) {
    let origin = gridOrigin(in: area)
    let scrolled = scrolledRows(layout, focus: focus, in: area)
    return (origin.x, origin.y - scrolled * (ControlTile.unitHeight + ControlTile.gapY))
  }

  /// Draws Control Center into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let layout = ControlCenterLayout(controls: state.controls.controlCenter)
    let top = Self.gridOrigin(in: area).y
    let origin = Self.scrolledOrigin(
      layout, focus: state.navigation.controlCenterFocus, in: area)
    let tile = ControlTile(painter: painter)

    let editing = state.editMode.isEditing
    if editing {
      painter.center(
        "Editing \(painter.dot) a Add a Control \(painter.dot) Esc Done", in: area, y: area.y,
        style: painter.style(.accent, .bold), frame: &frame)
    } else if let status = state.controls.lazy.map({ painter.presented($0, state: state) })
      .first(where: { $0.status != nil })
    {
      painter.center(
        "\(status.displayed.title): \(status.status!.text)", in: area, y: area.y,
        style: painter.style(.text, .bold), frame: &frame)
    }
    if state.controls.controlCenter.isEmpty {
      painter.center(
        editing
          ? "No controls. Press a to add one from the gallery."
          : "No controls. Apps add them with a WidgetBundle.", in: area, y: area.y + 2,
        style: painter.style(.secondary), frame: &frame)
      return
    }
    // The rows that fit, scrolled to the focused control: tiles cut by the edges show in part.
    let rowHeight = ControlTile.unitHeight + ControlTile.gapY
    let scrolled = (top - origin.y) / rowHeight
    let visibleRows = max(1, (area.maxY - top + ControlTile.gapY) / rowHeight)
    let visible = Rect(
      x: area.x, y: top, width: area.width,
      height: min(area.maxY, top + visibleRows * rowHeight - ControlTile.gapY) - top)
    frame.pushClip(visible)
    for placement in layout.placements {
      guard let control = state.control(placement.id) else { continue }
      let rect = ControlTile.rect(for: placement, origin: origin)
      guard rect.maxY > visible.y, rect.y < visible.maxY else { continue }
      // The Now Playing tile's buttons take the focus while one is focused.
      let focused =
        placement.id == state.navigation.controlCenterFocus && state.nowPlaying.focus == nil
      let presented = painter.presented(control, state: state)
      tile.draw(presented, in: rect, focused: focused, frame: &frame)
      if editing { tile.drawEditing(presented, in: rect, focused: focused, frame: &frame) }
    }
    frame.popClip()

    // The controls the scrolled grid leaves out, whole or in part, counted, a column clear of
    // the tiles' borders.
    let rects = layout.placements.map { ControlTile.rect(for: $0, origin: origin) }
    let above = rects.filter { $0.y < visible.y }.count
    let below = rects.filter { $0.maxY > visible.maxY }.count
    let markerX = origin.x + Self.gridWidth + 1
    let ascii = painter.context.asciiOnly
    if above > 0 {
      frame.write(
        "\(ascii ? "^" : "▲") \(above)", x: markerX, y: top, style: painter.style(.secondary))
    }
    if below > 0 {
      frame.write(
        "\(ascii ? "v" : "▼") \(below)", x: markerX, y: top + visibleRows * rowHeight - 2,
        style: painter.style(.secondary))
    }
    let infoY = top + min(layout.rows - scrolled, visibleRows) * rowHeight
    guard let focused = state.focusedControl, infoY < area.maxY else { return }
    let description =
      "\(focused.displayName) \(painter.dot) \(focused.appName) \(painter.dot) \(focused.size.rawValue)"
    painter.center(
      description, in: area, y: infoY, style: painter.style(.secondary), frame: &frame)
    if case .unconfigured(let reason) = focused.configurationStatus, infoY + 1 < area.maxY {
      painter.center(
        "not configured: \(reason) \(painter.dot) \(Self.configureHint)", in: area, y: infoY + 1,
        style: painter.style(.warning),
        frame: &frame)
    } else if let error = focused.lastError, infoY + 1 < area.maxY {
      var line = "couldn't reload: \(error)"
      if let retry = focused.retryAt {
        line += "; retry in \(Int(retry.timeIntervalSince(painter.context.now).rounded(.up)))s"
      }
      painter.center(line, in: area, y: infoY + 1, style: painter.style(.warning), frame: &frame)
    }
  }
}
