import Foundation
import SpacesEngine
import SpacesKit

extension Painter {
  /// The style of a control's symbol on its pad, as iOS draws a module's glyph: on a filled
  /// disc in the control's tint while on (and while a button shows pressed: its action runs,
  /// or it was pressed less than `ControlsFeature.pressDuration` ago), the symbol in a contrasting colour; on a neutral grey pad while off. A theme
  /// without colour draws the lit pad in reverse video (`padSymbol`'s attributes).
  package func padStyle(_ control: ControlInstance) -> CellStyle {
    let displayed = control.displayed
    let attributes: CellAttributes = displayed.isDisabled ? [.dim] : []
    if control.phase == .placeholder { return style(.placeholder, attributes, on: .padOff) }
    let lit = displayed.isOn || (control.showsPressed && !displayed.isToggle)
    guard lit else {
      var off = style(.text, attributes, on: .padOff)
      if off.foreground == .default, let pad = RGB(off.background) {
        // The terminal's own text colour may be dark or light: on a pad of the theme's grey the
        // symbol takes the colour that reads on it.
        off.foreground = pad.readableText.terminalColor
      }
      return off
    }
    return tintPad(theme.tint(displayed.tint), attributes)
  }

  /// A pad filled with a colour (a tint), the symbol in `padSymbol`'s colour where that reads
  /// at 4.5:1 on it, else black or white, whichever reads (black on yellow or mint; on iOS's
  /// blue and purple, where white reads 3.5:1, a terminal's thin glyphs need the stronger one).
  package func tintPad(_ tint: TerminalColor, _ attributes: CellAttributes = []) -> CellStyle {
    var symbol = Self.isLight(tint) ? .rgb(0, 0, 0) : theme.color(.padSymbol)
    if let pad = RGB(tint), let shown = RGB(symbol), shown.contrast(with: pad) < 4.5 {
      symbol = pad.readableText.terminalColor
    }
    return CellStyle(
      foreground: symbol, background: tint,
      attributes: attributes.union(theme.attributes(.padSymbol)).union(.bold))
  }

  /// Whether a colour is light enough that white on it is hard to read (relative luminance).
  static func isLight(_ color: TerminalColor) -> Bool {
    guard case .rgb(let r, let g, let b) = color else { return false }
    let luminance = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
    return luminance > 170
  }

  /// Draws a symbol on its pad (" ⏳ "), and with `caps` the pad's rounded top and bottom
  /// halves in the rows above and below (a disc), on a surface role's colour. Returns the
  /// pad's width.
  @discardableResult
  package func drawPad(
    _ glyph: String, x: Int, y: Int, style: CellStyle, caps: Bool, surface: ThemeRole,
    frame: inout Frame
  ) -> Int {
    let width = CellWidth.of(glyph) + 2
    frame.write(" ", x: x, y: y, style: style)
    frame.write(glyph, x: x + 1, y: y, style: style)
    frame.write(" ", x: x + width - 1, y: y, style: style)
    guard caps, !context.asciiOnly else { return width }
    // The caps take the pad's colour; a pad without one (a theme without colour) gets caps in
    // the text colour: solid beside a reversed pad, dim beside a plain one.
    let surfaceColor = theme.color(surface)
    let cap =
      style.background != .default
      ? CellStyle(
        foreground: style.background,
        background: surfaceColor == .default ? theme.color(.background) : surfaceColor)
      : CellStyle(attributes: style.attributes.contains(.reverse) ? [] : [.dim])
    let middle = width - 2
    frame.write(
      "▗" + String(repeating: "▄", count: middle) + "▖", x: x, y: y - 1, style: cap)
    frame.write(
      "▝" + String(repeating: "▀", count: middle) + "▘", x: x, y: y + 1, style: cap)
    return width
  }

  /// The width of a symbol's pad.
  package static func padWidth(_ glyph: String) -> Int { CellWidth.of(glyph) + 2 }
}
