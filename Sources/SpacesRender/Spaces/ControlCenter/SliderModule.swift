import SpacesEngine
import SpacesKit

/// Draws a system slider (brightness, volume) as iOS draws it in Control Center: a tall
/// rounded module whose inside is the track, filled from the bottom to the level in the theme's
/// text colour (white on the dark themes) on the dark track, with its symbol (the sun, the
/// speaker with as many waves as the level) at the foot.
///
/// The fill is whole rows of `█` and, on the row where the level ends, a lower-eighth block
/// (`▁`…`▇`), so the level reads to an eighth of a row; without colour the blocks still show it
/// (the monochrome theme, `NO_COLOR`). `--ascii` fills with `%` (unlike either border's `|` and
/// `#`), and the row where the level ends with `=` (half a row or more) or `_`.
package struct SliderModule {
  let painter: Painter

  /// The lower-eighth blocks, by eighths (1 … 7).
  static let eighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

  /// The track inside a module's rectangle: inside its border.
  package static func track(in rect: Rect) -> Rect {
    rect.inset(top: 1, left: 1, bottom: 1, right: 1)
  }

  /// The level (0 … `SystemSlider.steps`) a click on a row of a module's rectangle sets: the
  /// track's top row (and the border above it) is full, its bottom row a row's worth, the
  /// border under it off.
  package static func level(atRow y: Int, in rect: Rect) -> Int {
    let track = track(in: rect)
    guard track.height > 0, y < track.maxY else { return 0 }
    let rows = track.maxY - max(track.y, min(track.maxY - 1, y))
    return (rows * SystemSlider.steps + track.height - 1) / track.height
  }

  /// How a level fills a track of `height` rows: whole rows, then the eighths of the row above
  /// them (0 … 7).
  package static func fill(level: Int, height: Int) -> (rows: Int, eighths: Int) {
    let total = (level * height * 8 + SystemSlider.steps / 2) / SystemSlider.steps
    return (total / 8, total % 8)
  }

  /// Draws a slider at a level in its rectangle; focused, its border is heavy in the focus
  /// colour; in edit mode dashed, with the remove badge (a slider has one size: no grabber).
  package func draw(
    _ slider: SystemSlider, level: Int, in rect: Rect, focused: Bool, editing: Bool,
    frame: inout Frame
  ) {
    let ascii = painter.context.asciiOnly
    let track = Self.track(in: rect)
    let border: BoxStyle =
      editing && !focused ? (ascii ? .asciiDashed : .dashed) : painter.box(focused: focused)
    border.draw(
      rect, in: &frame,
      style: focused ? painter.style(.focus, .bold) : painter.style(.border))
    if editing, rect.width >= 5 {
      // The remove badge on its top-left corner, as every module's; no grabber: one size.
      frame.write(
        ascii ? "(-)" : "(−)", x: rect.x + 1, y: rect.y, style: painter.style(.warning, .bold))
    }
    guard track.width > 0, track.height > 0 else { return }
    let style = painter.style(.text, on: .padOff)
    frame.fill(track, style: style)
    let (rows, eighths) = Self.fill(level: level, height: track.height)
    let full = ascii ? "%" : "█"
    for row in 0..<rows {
      frame.write(
        String(repeating: full, count: track.width), x: track.x, y: track.maxY - 1 - row,
        style: style)
    }
    if eighths > 0, rows < track.height {
      let partial: Character = ascii ? (eighths >= 4 ? "=" : "_") : Self.eighths[eighths - 1]
      frame.write(
        String(repeating: partial, count: track.width), x: track.x, y: track.maxY - 1 - rows,
        style: style)
    }
    // The symbol at the foot: on the fill, in the track's colour (reversed: the fill's colour
    // behind it).
    let glyph = painter.glyph(slider.symbol(level: level))
    let onFill = rows > 0
    var symbolStyle = style
    if onFill { symbolStyle.attributes.insert(.reverse) }
    let width = CellWidth.of(glyph)
    let x = track.x + (track.width - width) / 2
    frame.write(glyph, x: x, y: track.maxY - 1, style: symbolStyle)
  }
}
