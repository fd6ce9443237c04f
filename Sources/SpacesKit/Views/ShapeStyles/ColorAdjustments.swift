import Foundation

/// What `opacity(_:)` and tones change of a colour, applied when the theme resolves it.
package struct ColorAdjustments: Hashable, Sendable {
  /// The opacity the colour is multiplied by (0 invisible, 1 opaque).
  package var opacity: Double = 1
  /// A tone: above 0 mixed with white by that fraction, below 0 with black.
  package var tone: Double = 0

  /// No change.
  package init() {}
}

extension Color {
  /// This colour at an opacity (multiplied by its own): drawn blended with what is under it.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    let factor = opacity.isNaN ? 1 : min(1, max(0, opacity))
    color.adjustments.opacity *= factor
    return color
  }

  /// A lighter (above 0: mixed with white) or darker (below 0: with black) tone of this colour.
  package func toned(by fraction: Double) -> Color {
    var color = self
    color.adjustments.tone = fraction.isNaN ? 0 : min(1, max(-1, fraction))
    return color
  }

  /// The opacity the colour is drawn at: its own times any `opacity(_:)`.
  package var alpha: Double {
    let own: Double
    switch storage {
    case .rgb(_, _, _, let opacity): own = opacity.isNaN ? 1 : min(1, max(0, opacity))
    default: own = 1
    }
    return own * adjustments.opacity
  }

  /// A colour space of `Color(_:red:green:blue:opacity:)`.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB (what a terminal shows), linear sRGB, or Display P3 (drawn as sRGB).
    case sRGB, sRGBLinear, displayP3
  }

  /// Creates a colour from components in a colour space.
  ///
  /// Linear components are converted to sRGB; Display P3 ones are drawn as sRGB.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    func encoded(_ value: Double) -> Double {
      guard colorSpace == .sRGBLinear else { return value }
      return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    self.init(red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
  }

  /// Creates a grey from a white level in a colour space.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from hue, saturation and brightness (each 0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    let (h, s, v) = (unit(hue) * 6, unit(saturation), unit(brightness))
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }
}
