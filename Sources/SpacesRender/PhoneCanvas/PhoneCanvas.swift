import Foundation

/// The phone-proportioned rectangle a phone space (Control Center, the Lock Screen, the Action
/// button) draws in, inside the content area, and the device outline `--frame` draws around it.
///
/// An iPhone 6.1" screen is 393×852 points; at 8 points a column and 16 a row that is 49×53
/// cells (cells are about twice as tall as wide, so the canvas looks like a phone). The canvas
/// is centred horizontally and top-aligned in the content area, narrower or shorter when the
/// window is (never larger than the area), and scaled by whole cells (98×106) only when twice
/// the phone fits, which no window up to 250×70 does. With `--frame` the outline takes the
/// cells around the canvas (its top edge on the Dynamic Island's row above the area, the
/// island sitting on it as on the bezel); when the area has no room for it the outline is
/// left out and a warning says so once.
package struct PhoneCanvas: Equatable, Sendable {
  /// The phone's screen in cells at scale 1: 393×852 points at 8×16 points a cell.
  package static let screen = (columns: 49, rows: 53)
  /// The narrowest canvas the outline is drawn around (the Lock Screen's minimum width).
  package static let minimumFramedColumns = 40
  /// The shortest canvas the outline is drawn around.
  package static let minimumFramedRows = 16

  /// Where the space draws.
  package var rect: Rect
  /// The whole-cell scale of the canvas: 2 when twice the phone fits, else 1.
  package var scale: Int
  /// The device outline's box (one cell outside `rect`); `nil` without `--frame` or when it
  /// doesn't fit.
  package var outline: Rect?

  /// The canvas in a content area; `deviceFrame` asks for the outline (`--frame`).
  package init(in area: Rect, deviceFrame: Bool = false) {
    let framed =
      deviceFrame && area.y >= 1 && area.width - 2 >= Self.minimumFramedColumns
      && area.height - 1 >= Self.minimumFramedRows
    if deviceFrame, !framed {
      LayoutWarnings.current.report(
        "--frame: no room for the device outline in a \(area.width)×\(area.height) area "
          + "(it needs \(Self.minimumFramedColumns + 2)×\(Self.minimumFramedRows + 1)); "
          + "the phone is drawn without it")
    }
    let room = framed ? area.inset(left: 1, bottom: 1, right: 1) : area
    scale =
      room.width >= 2 * Self.screen.columns && room.height >= 2 * Self.screen.rows ? 2 : 1
    let width = min(Self.screen.columns * scale, room.width)
    let height = min(Self.screen.rows * scale, room.height)
    rect = Rect(x: room.x + (room.width - width) / 2, y: room.y, width: width, height: height)
    outline =
      framed
      ? Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2) : nil
  }
}
