import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// Marks the Lock Screen's accessory widgets in edit mode: the remove badge "−" on each
  /// circular and rectangular widget and before the inline one in the date line, the focused
  /// one (`↑` from the control slots) in the focus colour (its ring, a focus box, the inline
  /// text reversed), and a hint line under them that names the widget keys (nothing when no
  /// app declares an accessory widget and none is placed).
  func drawWidgetEditing(state: DashboardState, screen: PlacedLockScreen, frame: inout Frame) {
    guard state.editMode.isEditing else { return }
    let layout = screen.layout
    let ascii = painter.context.asciiOnly
    let badge = ascii ? "(-)" : "(−)"
    let widgets = state.widgets.lockScreen
    // Without accessory widgets to place or placed, the Lock Screen's edit mode is the slots'.
    let offersAccessories = state.widgetGallery.catalog.contains {
      $0.families.contains { !$0.isSystem }
    }
    guard offersAccessories || !widgets.isEmpty else { return }
    let focus = state.widgetGallery.lockFocus
    let phone = layout.canvas.rect
    if let index = widgets.firstIndex(where: { $0.family == .accessoryInline }),
      let inline = inlineAccessoryRect(state: state, layout: layout)
    {
      let style =
        index == focus ? painter.style(.focus, .bold) : painter.style(.warning, .bold)
      if index == focus { frame.restyle(inline) { $0.attributes.insert(.reverse) } }
      frame.write(badge, x: inline.maxX + 1, y: inline.y, style: style)
    }
    for (_, rect) in screen.accessoryRects {
      frame.write(badge, x: rect.x, y: rect.y, style: painter.style(.warning, .bold))
    }
    let hint =
      focus == nil
      ? "\(ascii ? "Up" : "↑") widgets"
      : "a Add \(painter.dot) x Remove \(painter.dot) < > Move \(painter.dot) "
        + "\(ascii ? "Down" : "↓") controls"
    painter.draw(
      ViewNode.line(hint, .accent, .bold).fillingWidth(),
      in: Rect(
        x: phone.x, y: min(layout.belowAccessories - 1, phone.maxY - 1), width: phone.width,
        height: 1), owner: "the Lock Screen's edit hint", frame: &frame)
  }
}
