import SpacesEngine
import SpacesKit

extension ControlTile {
  /// Draws a small control as iOS 18 draws it: a round module, no box — a disc of half-block
  /// and quadrant cells as wide as the unit less a column either side and as tall as the unit
  /// (a circle on screen, a cell being about twice as tall as wide), the symbol in its centre;
  /// filled with the control's tint while on, grey while off. Without colour (monochrome,
  /// `NO_COLOR`) an on disc is solid (reverse video) and an off one hollow. The focus is a
  /// ring around the disc: round brackets in the free columns either side.
  func drawDisc(
    _ control: ControlInstance, in rect: Rect, focused: Bool, frame: inout Frame
  ) {
    let glyph = painter.glyph(
      painter.currentLabel(control).systemImage ?? control.displayed.currentLabel.systemImage)
    drawDisc(
      glyph: glyph, pad: painter.padStyle(control), in: rect, focused: focused, frame: &frame)
  }

  /// Draws a round module with `glyph` in its centre on a pad of `pad`'s style (see
  /// `drawDisc(_:in:focused:frame:)`): a control's, or an App Shortcut's on its tint.
  func drawDisc(
    glyph: String, pad: CellStyle, in rect: Rect, focused: Bool, frame: inout Frame
  ) {
    guard rect.width >= 6, rect.height >= 3 else { return }
    let ascii = painter.context.asciiOnly
    let edge = discEdgeStyle(pad)
    let (left, right) = (rect.x + 1, rect.maxX - 2)
    let capWidth = rect.width - 6
    // The caps: half rows, so the disc is as tall as it is wide.
    frame.write(
      ascii
        ? "." + String(repeating: "-", count: capWidth) + "."
        : "▗" + String(repeating: "▄", count: capWidth) + "▖",
      x: left + 1, y: rect.y, style: edge)
    frame.write(
      ascii
        ? "'" + String(repeating: "-", count: capWidth) + "'"
        : "▝" + String(repeating: "▀", count: capWidth) + "▘",
      x: left + 1, y: rect.maxY - 1, style: edge)
    let round = rect.height >= 4
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      let (start, end): (String, String)
      switch (ascii, round, y) {
      case (true, true, rect.y + 1): (start, end) = ("/", "\\")
      case (true, true, rect.maxY - 2): (start, end) = ("\\", "/")
      case (true, _, _): (start, end) = ("|", "|")
      case (false, true, rect.y + 1): (start, end) = ("▟", "▙")
      case (false, true, rect.maxY - 2): (start, end) = ("▜", "▛")
      case (false, true, _): (start, end) = ("█", "█")
      case (false, false, _): (start, end) = ("▐", "▌")
      }
      frame.write(start, x: left, y: y, style: edge)
      frame.fill(Rect(x: left + 1, y: y, width: right - left - 1, height: 1), style: pad)
      frame.write(end, x: right, y: y, style: edge)
    }
    frame.write(
      glyph, x: rect.x + (rect.width - CellWidth.of(glyph)) / 2, y: rect.y + rect.height / 2,
      style: pad)
    guard focused else { return }
    let ring = painter.style(.focus, .bold, on: discSurface)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      let (start, end): (String, String)
      switch (ascii, y) {
      case (true, _): (start, end) = ("[", "]")
      case (false, rect.y + 1): (start, end) = ("╭", "╮")
      case (false, rect.maxY - 2): (start, end) = ("╰", "╯")
      case (false, _): (start, end) = ("│", "│")
      }
      frame.write(start, x: rect.x, y: y, style: ring)
      frame.write(end, x: rect.maxX - 1, y: y, style: ring)
    }
  }

  /// The style of a disc's rim cells (the caps and the rounded sides): the pad's colour on its
  /// surface; without colour solid beside a reversed (on) pad, dim beside a plain (off) one.
  private func discEdgeStyle(_ pad: CellStyle) -> CellStyle {
    let theme = painter.context.theme
    let dim: CellAttributes = pad.attributes.contains(.dim) ? [.dim] : []
    if pad.background != .default {
      let surface = theme.color(discSurface)
      return CellStyle(
        foreground: pad.background,
        background: surface == .default ? theme.color(.background) : surface, attributes: dim)
    }
    return CellStyle(attributes: pad.attributes.contains(.reverse) ? dim : [.dim])
  }
}
