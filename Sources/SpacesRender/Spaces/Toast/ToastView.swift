import Foundation
import SpacesEngine
import SpacesKit

/// Draws the toast: one line at the right end of row 1, the spacer between the status bar and
/// the space.
///
/// Row 1 covers nothing a key changes (the spaces start on row 2, the footer's key hints stay
/// whole) and sits right under the status area, whose mode indicators the toasts about modes
/// explain; lazygit's bottom-right corner would cover the last row of the space instead. It
/// keeps clear of the Dynamic Island on the same row (clipped short of it). An
/// information toast is drawn in reverse video of the text colour (readable wherever the text
/// is, and in a theme without colour), a problem in the warning colour as the notice is; a
/// message too long for the row is clipped with "…". Drawn through the view pipeline, a line of
/// text in its role's style.
struct ToastView {
  let painter: Painter

  /// The row the toast takes.
  static let row = 1

  /// The toast's line as drawn within `room` columns, padded a column each side.
  func line(_ toast: Toast, room: Int) -> String {
    let text: String
    switch toast.message {
    case .text(let message): text = message
    case .theme: text = "Theme: \(painter.theme.name)"
    }
    let mark = toast.kind == .error ? (painter.context.asciiOnly ? "! " : "⚠ ") : ""
    return " " + painter.truncate(mark + text, to: max(1, room - 2)) + " "
  }

  /// The columns the toast takes on row 1 of a frame `width` wide, right of column `minX`
  /// (what is drawn there already: the Dynamic Island): right-aligned, a column from the edge;
  /// `nil` when fewer than `minimumRoom` columns are left.
  func rect(_ toast: Toast, from minX: Int, width: Int) -> Rect? {
    let room = width - 1 - minX
    guard room >= Self.minimumRoom else { return nil }
    let lineWidth = CellWidth.of(line(toast, room: room))
    return Rect(x: width - lineWidth - 1, y: Self.row, width: lineWidth, height: 1)
  }

  /// The fewest columns a toast is drawn in (a padded "X…").
  static let minimumRoom = 6

  /// The first column right of what row 1 already shows (the Dynamic Island, the inspector's
  /// "widen the terminal" line), with a gap of two; 0 on an empty row.
  static func firstFreeColumn(in frame: Frame, blank: Cell) -> Int {
    var x = frame.width - 1
    while x >= 0, frame[x, row] == blank { x -= 1 }
    return x < 0 ? 0 : x + 3
  }

  /// Draws the toast on row 1 of `frame`, right of column `minX`, through the view pipeline:
  /// its line a text in its role's style, laid out in its columns.
  func draw(_ toast: Toast, from minX: Int, frame: inout Frame) {
    guard let area = rect(toast, from: minX, width: frame.width) else { return }
    painter.draw(
      view(toast, room: frame.width - 1 - minX), in: area, owner: "the toast", frame: &frame)
  }

  /// The toast's line within `room` columns as a view: a warning's in the warning colour, an
  /// information's in reverse video of the text colour.
  func view(_ toast: Toast, room: Int) -> ViewNode {
    let text = line(toast, room: room)
    return toast.kind == .error
      ? .line(text, .warning, .bold) : .line(text, .text, [.reverse, .bold])
  }
}
