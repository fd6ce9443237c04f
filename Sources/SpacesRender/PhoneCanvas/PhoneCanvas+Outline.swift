import Foundation

extension PhoneCanvas {
  /// Draws the device outline (`--frame`): a rounded box one cell outside the canvas, in the
  /// border colour; nothing when there is none.
  package func drawOutline(painter: Painter, frame: inout Frame) {
    guard let outline else { return }
    painter.box(focused: false).draw(outline, in: &frame, style: painter.style(.border))
  }
}
