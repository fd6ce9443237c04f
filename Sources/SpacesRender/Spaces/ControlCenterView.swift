import Foundation
import SpacesEngine
import SpacesKit

/// Control Center: the grid of controls, the momentary status line, and what is focused.
public struct ControlCenterView {
  let painter: Painter

  /// The grid's width in cells: four units and the gaps between them.
  public static let gridWidth =
    ControlCenterLayout.columns * ControlTile.unitWidth
    + (ControlCenterLayout.columns - 1) * ControlTile.gapX

  /// Where the grid starts in the content area: centred, one row down (for the status line).
  public static func gridOrigin(in area: Rect) -> (x: Int, y: Int) {
    (x: area.x + max(0, (area.width - gridWidth) / 2), y: area.y + 1)
  }

  /// How to configure a control, from the keymap ("c to configure").
  static let configureHint: String = {
    let keys = Keymap.standard.rows.first { row in
      row.bindings.contains { $0.command == .configure }
    }
    return "\(keys?.helpKeys ?? "c") to configure"
  }()
  /// Where the grid starts when a control is focused: scrolled up by whole rows, as little as
  /// needed, so the focused control is on screen when the area is too short for the grid.
  public static func gridOrigin(
    in area: Rect, layout: ControlCenterLayout, focus: ControlID?
  ) -> (x: Int, y: Int) {
    let origin = gridOrigin(in: area)
    guard let placement = layout.placements.first(where: { $0.id == focus }) else {
      return origin
    }
    let rowHeight = ControlTile.unitHeight + ControlTile.gapY
    let bottom = ControlTile.rect(for: placement, origin: origin).maxY
    let overflow = bottom - area.maxY
    guard overflow > 0 else { return origin }
    let rows = min(placement.row, (overflow + rowHeight - 1) / rowHeight)
    return (x: origin.x, y: origin.y - rows * rowHeight)
  }

  /// Draws Control Center into the content area.
  public func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let layout = ControlCenterLayout(controls: state.controls.controlCenter)
    let origin = Self.gridOrigin(
      in: area, layout: layout, focus: state.navigation.controlCenterFocus)
    let top = Self.gridOrigin(in: area).y
    let tile = ControlTile(painter: painter)

    if let status = state.controls.lazy.map({ painter.presented($0, state: state) })
      .first(where: { $0.status != nil })
    {
      painter.center(
        "\(status.displayed.title): \(status.status!.text)", in: area, y: area.y,
        style: painter.style(.text, .bold), frame: &frame)
    }
    if state.controls.controlCenter.isEmpty {
      painter.center(
        "No controls. Apps add them with a WidgetBundle.", in: area, y: area.y + 2,
        style: painter.style(.secondary), frame: &frame)
      return
    }
    var hidden = (above: false, below: false)
    var lowest = top
    for placement in layout.placements {
      guard let control = state.control(placement.id) else { continue }
      let rect = ControlTile.rect(for: placement, origin: origin)
      guard rect.y >= top, rect.maxY <= area.maxY else {
        if rect.y < top { hidden.above = true } else { hidden.below = true }
        continue
      }
      lowest = max(lowest, rect.maxY)
      tile.draw(
        painter.presented(control, state: state), in: rect,
        focused: placement.id == state.navigation.controlCenterFocus,
        frame: &frame)
    }

    // Controls scrolled out of a short terminal: say so where the status line and the last
    // row are (focus scrolls the grid).
    let ascii = painter.context.asciiOnly
    if hidden.above, state.controls.allSatisfy({ $0.status == nil }) {
      painter.center(
        ascii ? "^ more" : "▲ more", in: area, y: area.y, style: painter.style(.secondary),
        frame: &frame)
    }
    if hidden.below, lowest < area.maxY {
      painter.center(
        ascii ? "v more" : "▼ more", in: area, y: area.maxY - 1, style: painter.style(.secondary),
        frame: &frame)
    }
    let infoY = origin.y + layout.rows * (ControlTile.unitHeight + ControlTile.gapY)
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
