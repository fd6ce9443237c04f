import Foundation
import SpacesEngine
import SpacesKit

extension ControlTile {
  /// Marks a tile drawn by `draw(_:in:focused:frame:)` as in edit mode, as iOS does: a dashed
  /// border (the focused tile keeps its heavy one), the remove badge "−" on its top-left corner
  /// and the resize grabber on its bottom-right one; a round (small) module keeps its disc,
  /// the badge and grabber beside it.
  package func drawEditing(
    _ control: ControlInstance, in rect: Rect, focused: Bool, frame: inout Frame
  ) {
    let ascii = painter.context.asciiOnly
    if control.size == .small {
      // A round module has no border to dash: the badge in the gap at its top-left, the
      // grabber in its free bottom-right corner.
      frame.write(
        ascii ? "(-)" : "(−)", x: rect.x - 1, y: rect.y, style: painter.style(.warning, .bold))
      frame.write(
        ascii ? "/" : "◢", x: rect.maxX - 1, y: rect.maxY - 1,
        style: focused ? painter.style(.focus, .bold) : painter.style(.secondary))
      return
    }
    if !focused {
      (ascii ? BoxStyle.asciiDashed : BoxStyle.dashed).draw(
        rect, in: &frame, style: painter.style(.border))
    }
    frame.write(
      ascii ? "(-)" : "(−)", x: rect.x + 1, y: rect.y, style: painter.style(.warning, .bold))
    frame.write(
      ascii ? "//" : "◢", x: rect.maxX - (ascii ? 3 : 2), y: rect.maxY - 1,
      style: focused ? painter.style(.focus, .bold) : painter.style(.secondary))
  }
}
