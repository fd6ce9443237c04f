import Foundation
import SpacesKit

/// The Lock Screen's vibrant rendering mode (`WidgetRenderingMode.vibrant`) in cells.
///
/// iOS desaturates a Lock Screen widget and draws each part's luminance as the opacity of the
/// Lock Screen's one tint. In a terminal the tint is the theme's text colour over its
/// background, and each colour the widget drew becomes that tint at one of four levels of
/// brightness, by how far its brightness lies from the background's towards the text's (so a
/// light theme's vibrant widgets are dark, as its text is).
package enum VibrantRendering {
  /// The opacities of the tint a colour can take, dimmest first.
  static let levels: [Double] = [0.25, 0.5, 0.75, 1]

  /// Redraws the cells of a rectangle in the vibrant mode: every foreground colour as the tint
  /// at its level (never fainter than the dimmest, so no glyph vanishes), every background
  /// colour other than the theme's as the tint at its level, or the theme's background where
  /// it is too faint to show. A monochrome theme, which draws no colours, is left as it is.
  package static func apply(in rect: Rect, frame: inout Frame, theme: Theme) {
    guard !theme.isMonochrome else { return }
    let canvas = theme.canvas
    let tint = theme.primaryRGB
    let themeBackground = theme.color(.background)
    let area = rect.intersection(frame.bounds)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var style = frame[x, y].style
        var backgroundLevel = 0.0
        if style.background != themeBackground, let color = RGB(style.background) {
          let position = position(of: color, from: canvas, to: tint)
          if position < levels[0] / 2 {
            style.background = themeBackground
          } else {
            backgroundLevel = level(position)
            style.background = tint.over(canvas, opacity: backgroundLevel).terminalColor
          }
        }
        if let color = RGB(style.foreground) {
          // Content over a bright part of the backdrop is cut out of it, as iOS's vibrancy
          // keeps it legible.
          style.foreground =
            backgroundLevel >= 0.75
            ? canvas.terminalColor
            : tint.over(canvas, opacity: level(position(of: color, from: canvas, to: tint)))
              .terminalColor
        }
        frame[x, y].style = style
      }
    }
  }

  /// Where a colour's brightness lies between the canvas's (0) and the tint's (1).
  static func position(of color: RGB, from canvas: RGB, to tint: RGB) -> Double {
    let span = brightness(tint) - brightness(canvas)
    guard abs(span) > 0.001 else { return 1 }
    let value = (brightness(color) - brightness(canvas)) / span
    return value.isFinite ? min(1, max(0, value)) : 1
  }

  /// The level nearest a position, no dimmer than the dimmest.
  static func level(_ position: Double) -> Double {
    levels.min { abs($0 - position) < abs($1 - position) } ?? 1
  }

  /// A colour's brightness as the eye sees it (the luma of its gamma-encoded components).
  static func brightness(_ color: RGB) -> Double {
    0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
  }
}
