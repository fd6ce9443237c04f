import Foundation
import SpacesEngine
import SpacesKit

extension HomeScreenView {
  /// Marks the Home Screen as in edit mode, as iOS's jiggle mode does: the hint "Editing ·
  /// a Add a Widget · Esc Done" on the top row, each widget's border dashed (the focused one
  /// keeps its heavy border) and the remove badge "−" on its top-left corner.
  func drawEditing(state: DashboardState, in area: Rect, frame: inout Frame) {
    painter.center(
      "Editing \(painter.dot) a Add a Widget \(painter.dot) x Remove \(painter.dot) Esc Done",
      in: area, y: area.y, style: painter.style(.accent, .bold), frame: &frame)
    let widgets = state.widgets.homeScreen
    guard !widgets.isEmpty else { return }
    let focus = min(state.widgets.focus, widgets.count - 1)
    let ascii = painter.context.asciiOnly
    frame.pushClip(HomeScreenLayout(state: state, in: area).viewport)
    defer { frame.popClip() }
    for (index, rect) in Self.widgetRects(state: state, in: area) {
      if index != focus {
        (ascii ? BoxStyle.asciiDashed : BoxStyle.dashed).draw(
          rect, in: &frame, style: painter.style(.border))
      }
      frame.write(
        ascii ? "(-)" : "(−)", x: rect.x + 1, y: rect.y, style: painter.style(.warning, .bold))
    }
  }
}
