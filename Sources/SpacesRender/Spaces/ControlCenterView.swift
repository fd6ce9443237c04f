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

  /// Draws Control Center into the content area.
  public func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let layout = ControlCenterLayout(controls: state.controls.controlCenter)
    let origin = Self.gridOrigin(in: area)
    let tile = ControlTile(painter: painter)

    if let status = state.controls.first(where: { $0.status != nil }) {
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
    for placement in layout.placements {
      guard let control = state.control(placement.id) else { continue }
      let rect = ControlTile.rect(for: placement, origin: origin)
      guard rect.maxY <= area.maxY else { continue }
      tile.draw(
        control, in: rect, focused: placement.id == state.navigation.controlCenterFocus,
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
