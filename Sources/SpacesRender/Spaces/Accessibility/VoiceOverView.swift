import SpacesEngine
import SpacesKit

/// The VoiceOver overlay (`A`): a box over the space listing the focused widget's or control's
/// accessibility elements as VoiceOver speaks them, one a line, in reading order. Lines too long
/// end with "…"; elements beyond the box's room are counted on its last line.
package struct VoiceOverView {
  let painter: Painter

  /// The widest the box gets.
  static let maximumWidth = 64

  /// Draws the overlay centred across the space's area, through the view pipeline: the panel a
  /// leaf, over it a column of the title and the lines, each a text cut with "…" to the box.
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
    let height = room + 3
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: max(area.y, (frame.height - height) / 2),
      width: width, height: height)
    let painter = painter
    let column = ViewNode.column(
      alignment: .leading,
      [.line(painter.truncate(title, to: inner), style: painter.style(.text, .bold))]
        + lines.map { .line(painter.truncate($0, to: inner), style: painter.style(.text)) })
    painter.drawScrolled(
      .zStack(
        alignment: .topLeading,
        children: [
          painter.panelLeaf(width: width, height: height, key: "VoiceOver panel"),
          column.padding(top: 1, leading: 2),
        ]), in: rect, frame: &frame)
  }

  private var bullet: String { painter.context.asciiOnly ? "-" : "‣" }
}
