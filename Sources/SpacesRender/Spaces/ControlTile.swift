import Foundation
import SpacesEngine
import SpacesKit

/// Draws one control as a Control Center module: small (a round module, the symbol in its
/// centre: `drawDisc`), medium (a rounded rectangle: symbol pad, title, value) or large (a
/// rounded rectangle: symbol pad on top, title and value below).
package struct ControlTile {
  /// The Control Lab's grid unit in cells, and the gaps between units (Control Center's grid
  /// fills the phone canvas instead: `ControlCenterGrid`).
  package static let unitWidth = ControlCenterGrid.lab.unitWidth
  package static let unitHeight = ControlCenterGrid.lab.unitHeight
  package static let gapX = ControlCenterGrid.lab.gapX
  package static let gapY = ControlCenterGrid.lab.gapY

  let painter: Painter
  /// What a round module is drawn on: the canvas, or a block's module.
  var discSurface: ThemeRole = .background

  /// Draws a control into its rectangle: the rounded module (its fill inside the border), the
  /// symbol on its pad (a disc in the tint while on, grey while off), title and value.
  ///
  /// `onBlank` says the rectangle is still blank (a fresh frame's cells): then a module fill
  /// that looks the same as a blank cell is skipped (the Control Lab draws dozens of tiles).
  package func draw(
    _ control: ControlInstance, in rect: Rect, focused: Bool, onBlank: Bool = false,
    frame: inout Frame
  ) {
    if control.size == .small {
      drawDisc(control, in: rect, focused: focused, frame: &frame)
      drawBadge(control, rect: rect, frame: &frame)
      return
    }
    let theme = painter.context.theme
    let displayed = control.displayed
    let placeholder = control.phase == .placeholder
    let dim: CellAttributes = displayed.isDisabled ? [.dim] : []
    let border =
      focused ? painter.style(.focus, [.bold]) : painter.style(.border, dim)
    // The border covers the rim; inside, the module's fill.
    let fill = onModule(.text)
    if !onBlank || fill != painter.blank.style {
      frame.fill(rect.inset(top: 1, left: 1, bottom: 1, right: 1), style: fill)
    }
    painter.box(focused: focused).draw(rect, in: &frame, style: border)

    let label = painter.currentLabel(control)
    let glyph = painter.glyph(label.systemImage ?? displayed.currentLabel.systemImage)
    let padStyle = painter.padStyle(control)
    let valueStyle =
      placeholder
      ? onModule(.placeholder, dim)
      : displayed.isOn
        ? painter.style(theme.tint(displayed.tint), dim, on: .module) : onModule(.secondary, dim)
    let titleStyle = onModule(.text, dim.union(.bold))
    let value =
      control.isPerforming && displayed.activeLabel != nil
      ? (label.valueText ?? displayed.valueText) : displayed.valueText

    let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
    switch control.size {
    case .small:
      break  // drawn as a disc above
    case .medium:
      painter.drawPad(
        glyph, x: inner.x, y: rect.y + 2, style: padStyle, caps: false, surface: .module,
        frame: &frame)
      // The text starts a column after the pad and stops a column short of the right border,
      // so a title as long as "Do Not Disturb" never touches it.
      let textX = inner.x + 4
      let textWidth = rect.maxX - 2 - textX
      frame.write(
        fitted(displayed.title, of: control, width: textWidth), x: textX, y: rect.y + 2,
        style: titleStyle)
      if let value {
        frame.write(
          fitted(value, of: control, width: textWidth), x: textX, y: rect.y + 3,
          style: valueStyle)
      }
    case .large:
      painter.drawPad(
        glyph, x: inner.x, y: rect.y + 2, style: padStyle, caps: false, surface: .module,
        frame: &frame)
      frame.write(
        fitted(displayed.title, of: control, width: inner.width), x: inner.x, y: rect.maxY - 4,
        style: titleStyle)
      if let value {
        frame.write(
          fitted(value, of: control, width: inner.width), x: inner.x, y: rect.maxY - 3,
          style: valueStyle)
      }
    }
    drawBadge(control, rect: rect, frame: &frame)
  }

  /// A role's style on the module's fill.
  private func onModule(_ role: ThemeRole, _ attributes: CellAttributes = []) -> CellStyle {
    painter.style(role, attributes, on: .module)
  }

  /// How long a reload runs before the tile says it is working: a quick reload (most are a
  /// few milliseconds) goes straight to its new value without a flash of "…".
  package static let workingBadgeDelay: TimeInterval = 0.1

  /// When a control's working badge shows, while it reloads.
  package static func workingBadgeDate(_ control: ControlInstance) -> Date? {
    control.reloadingSince.map { $0 + workingBadgeDelay }
  }

  /// A corner mark: "…" while working, "!" after an error; inside a module's border, in a
  /// disc's free top-right corner.
  private func drawBadge(_ control: ControlInstance, rect: Rect, frame: inout Frame) {
    let ascii = painter.context.asciiOnly
    let slowReload = Self.workingBadgeDate(control).map { $0 <= painter.context.now } ?? false
    let round = control.size == .small
    let (x, y) = round ? (rect.maxX - 1, rect.y) : (rect.maxX - 2, rect.y + 1)
    let surface: ThemeRole = round ? discSurface : .module
    if control.isPerforming || slowReload {
      frame.write(
        ascii ? "~" : "…", x: x, y: y, style: painter.style(.secondary, on: surface))
    } else if control.lastError != nil, control.retryAt != nil {
      frame.write("!", x: x, y: y, style: painter.style(.warning, .bold, on: surface))
    }
  }
}
