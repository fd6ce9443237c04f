import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// Marks the Lock Screen's accessory widgets in edit mode: the remove badge "−" on each boxed
  /// widget and before each inline one, the focused one (`↑` from the control slots) drawn with
  /// the focus border, and a hint line under them that names the widget keys (nothing when no
  /// app declares an accessory widget and none is placed).
  func drawWidgetEditing(state: DashboardState, in area: Rect, frame: inout Frame) {
    guard state.editMode.isEditing else { return }
    let ascii = painter.context.asciiOnly
    let badge = ascii ? "(-)" : "(−)"
    let widgets = state.widgets.lockScreen
    // Without accessory widgets to place or placed, the Lock Screen's edit mode is the slots'.
    let offersAccessories = state.widgetGallery.catalog.contains {
      $0.families.contains { !$0.isSystem }
    }
    guard offersAccessories || !widgets.isEmpty else { return }
    let focus = state.widgetGallery.lockFocus
    let clockRows = ascii || area.height < 14 ? 3 : 5
    var below = area.y + clockRows
    for (index, widget) in widgets.enumerated() where widget.family == .accessoryInline {
      let text = widget.displayedView.node.plainText
      let x = area.x + max(0, (area.width - CellWidth.of(text)) / 2) - CellWidth.of(badge) - 1
      let style =
        index == focus ? painter.style(.focus, .bold) : painter.style(.warning, .bold)
      frame.write(badge, x: max(area.x, x), y: below, style: style)
      below += 1
    }
    for (index, rect) in Self.accessoryWidgetRects(state: state, in: area, asciiOnly: ascii) {
      if index == focus {
        painter.box(focused: true).draw(rect, in: &frame, style: painter.style(.focus, .bold))
      }
      frame.write(badge, x: rect.x + 1, y: rect.y, style: painter.style(.warning, .bold))
      below = max(below, rect.maxY)
    }
    let hint =
      focus == nil
      ? "\(ascii ? "Up" : "↑") widgets"
      : "a Add a Widget \(painter.dot) x Remove \(painter.dot) < > Move \(painter.dot) "
        + "\(ascii ? "Down" : "↓") controls"
    painter.center(
      hint, in: area, y: min(below, area.maxY - 1), style: painter.style(.accent, .bold),
      frame: &frame)
  }
}
