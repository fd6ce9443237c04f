import Foundation
import SpacesKit

/// An sRGB colour with components from 0 to 1: what blending, gradients and contrast work in.
package struct RGB: Equatable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double

  package init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour of a terminal colour; `nil` for the terminal's default.
  package init?(_ color: TerminalColor) {
    guard case .rgb(let r, let g, let b) = color else { return nil }
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
  }

  /// Black and white.
  package static let black = RGB(red: 0, green: 0, blue: 0)
  package static let white = RGB(red: 1, green: 1, blue: 1)

  /// The terminal colour of this colour, each component rounded to a byte.
  package var terminalColor: TerminalColor {
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v.isNaN ? 0 : v) * 255).rounded())) }
    return .rgb(byte(red), byte(green), byte(blue))
  }

  /// This colour over another at an opacity (0: the other, 1: this one).
  package func over(_ other: RGB, opacity: Double) -> RGB {
    let a = opacity.isNaN ? 1 : min(1, max(0, opacity))
    return RGB(
      red: red * a + other.red * (1 - a), green: green * a + other.green * (1 - a),
      blue: blue * a + other.blue * (1 - a))
  }

  /// WCAG relative luminance (0 black, 1 white).
  package var luminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio of two colours (1 to 21).
  package func contrast(with other: RGB) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour as text on `background`, lightened or darkened (towards whichever of white and
  /// black contrasts more with the background) just enough to reach `ratio`, as iOS's Increase
  /// Contrast deepens its colours; unchanged when it already reads.
  package func readable(on background: RGB, ratio: Double = 4.5) -> RGB {
    guard contrast(with: background) < ratio else { return self }
    let target = background.readableText
    var amount = 0.1
    while amount < 1 {
      let raised = target.over(self, opacity: amount)
      if raised.contrast(with: background) >= ratio { return raised }
      amount += 0.1
    }
    return target
  }

  /// Black or white, whichever contrasts more with this colour as a background (always at
  /// least 4.5:1).
  package var readableText: RGB {
    contrast(with: .white) >= contrast(with: .black) ? .white : .black
  }
}

extension Theme {
  /// A colour as text on `background` in this theme: with Increase Contrast, raised to 4.5:1
  /// (a little over, so rounding to bytes keeps it) when it contrasts less, as iOS deepens its
  /// colours; otherwise, and for the terminal's default colour, as given.
  package func readableText(_ color: TerminalColor, on background: RGB) -> TerminalColor {
    guard increaseContrast, let text = RGB(color) else { return color }
    let raised = text.readable(on: background, ratio: 4.55)
    return raised == text ? color : raised.terminalColor
  }

  /// The colour the theme's default background stands for when blending: the background role
  /// when it has one, else black for a theme of light text (or the terminal's), white for a
  /// theme of dark text.
  package var canvas: RGB {
    if let background = RGB(color(.background)) { return background }
    if let text = RGB(color(.text)), text.luminance < 0.5 { return .white }
    return .black
  }

  /// The colour primary content stands for when blending: the text role when it has one, else
  /// the opposite of the canvas.
  package var primaryRGB: RGB {
    RGB(color(.text)) ?? (canvas.luminance < 0.5 ? .white : .black)
  }

  /// How opaque each level of the foreground hierarchy below secondary is drawn over the
  /// canvas (iOS's label colours).
  static let hierarchyOpacity: [String: Double] = [
    "tertiary": 0.3, "quaternary": 0.18, "quinary": 0.1,
  ]

  /// A colour in this theme with its opacity apart: the colour (toned) and how opaque it is.
  package func resolveWithOpacity(_ swiftUIColor: Color) -> (color: TerminalColor, opacity: Double)
  {
    var base = resolveOpaque(swiftUIColor)
    let tone = swiftUIColor.adjustments.tone
    if tone != 0, let rgb = RGB(base) {
      base = (tone > 0 ? RGB.white : RGB.black).over(rgb, opacity: abs(tone)).terminalColor
    }
    return (base, swiftUIColor.alpha)
  }

  /// A colour in this theme, its opacity ignored; levels below secondary are the primary colour
  /// faded into the canvas.
  func resolveOpaque(_ swiftUIColor: Color) -> TerminalColor {
    if case .system(let name) = swiftUIColor.storage, let opacity = Self.hierarchyOpacity[name] {
      if isMonochrome { return .default }
      return primaryRGB.over(canvas, opacity: opacity).terminalColor
    }
    return resolveBase(swiftUIColor)
  }
}

extension ViewRenderer.DrawingStyle {
  /// The level of the foreground hierarchy a colour names (0 primary … 4 quinary), if any.
  func levelIndex(_ color: Color) -> Int? {
    guard case .system(let name) = color.storage else { return nil }
    return ["primary", "secondary", "tertiary", "quaternary", "quinary"].firstIndex(of: name)
  }

  /// The colour of a hierarchical level when `foregroundStyle(_:_:)` set that level.
  func levelColor(_ color: Color, theme: Theme) -> TerminalColor? {
    guard let index = levelIndex(color), index < foregroundLevels.count else { return nil }
    return theme.resolve(foregroundLevels[index].representativeColor)
  }
}

extension ViewRenderer {
  /// Whether text in a style takes black or white over a coloured cell: it has no colour of its
  /// own (the theme's text colour, never set by `foregroundStyle`) and the theme has colours.
  func readsOnColor(_ style: DrawingStyle) -> Bool {
    style.inheritsForeground && style.foreground == context.theme.color(.text)
      && !context.theme.isMonochrome
  }
}
