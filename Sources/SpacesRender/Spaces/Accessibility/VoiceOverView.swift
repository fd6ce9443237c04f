import SpacesEngine
import SpacesKit

/// The VoiceOver overlay (`A`): a box over the space listing the focused widget's or control's
/// accessibility elements as VoiceOver speaks them, one a line, in reading order. Lines too long
/// end with "…"; elements beyond the box's room are counted on its last line.
package struct VoiceOverView {
  let painter: Painter

  /// The widest the box gets.
  static let maximumWidth = 64

  /// Draws the overlay centred across the space's area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let read = FocusedAccessibility.read(state, painter: painter)
    var lines = read?.elements.map { "\(bullet) \($0.spoken)" } ?? []
    if read == nil {
      lines = ["nothing focused to read"]
    } else if lines.isEmpty {
      lines = ["no accessibility elements (all hidden or decorative)"]
    }
    let title = "VoiceOver \(painter.dot) \(read?.title ?? "")"
    let longest = ([title] + lines).map(CellWidth.of).max() ?? 0
    let width = min(area.width - 2, Self.maximumWidth, longest + 4)
    let inner = width - 4
    guard inner > 4, area.height >= 5 else { return }
    let room = min(area.height - 4, lines.count)
    if room < lines.count {
      lines =
        Array(lines.prefix(room - 1)) + [
          "\(painter.context.asciiOnly ? "v" : "▾") "
            + "\(lines.count - room + 1) more"
        ]
    }
    let rect = painter.drawCentredPanel(
      width: width, height: room + 3, across: area, top: area.y, frame: &frame)
    frame.write(
      painter.truncate(title, to: inner), x: rect.x + 2, y: rect.y + 1,
      style: painter.style(.text, .bold), maxWidth: inner)
    for (offset, line) in lines.enumerated() {
      frame.write(
        painter.truncate(line, to: inner), x: rect.x + 2, y: rect.y + 2 + offset,
        style: painter.style(.text), maxWidth: inner)
    }
  }

  private var bullet: String { painter.context.asciiOnly ? "-" : "‣" }
}
