import Foundation

/// A colour adjustment SwiftUI applies to a view's pixels, as `ViewModifierValue.colorEffect`
/// records it: the renderer applies it to the cells the view draws.
package enum ColorEffect: Equatable, Sendable {
  /// `brightness(_:)`: adds the amount (-1…1) to each colour component.
  case brightness(Double)
  /// `contrast(_:)`: scales each component's distance from middle grey.
  case contrast(Double)
  /// `saturation(_:)`: 0 is grey, 1 unchanged, above 1 more saturated.
  case saturation(Double)
  /// `grayscale(_:)`: 0 unchanged, 1 fully grey.
  case grayscale(Double)
  /// `colorMultiply(_:)`: each component multiplied by the colour's.
  case multiply(Color)
  /// `hueRotation(_:)`: the hue turned by an angle in degrees.
  case hueRotation(Double)
  /// `colorInvert()`: each component subtracted from 1.
  case invert

  /// Applies the effect to sRGB components (each 0…1); a NaN or infinite amount changes
  /// nothing.
  package func apply(
    red: Double, green: Double, blue: Double, multiplier: (Double, Double, Double)?
  )
    -> (Double, Double, Double)
  {
    func clamp(_ value: Double) -> Double { max(0, min(1, value)) }
    func finite(_ amount: Double, or fallback: Double) -> Double {
      amount.isFinite ? amount : fallback
    }
    func saturate(_ amount: Double) -> (Double, Double, Double) {
      let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      return (
        clamp(luminance + (red - luminance) * amount),
        clamp(luminance + (green - luminance) * amount),
        clamp(luminance + (blue - luminance) * amount)
      )
    }
    switch self {
    case .brightness(let amount):
      let delta = finite(amount, or: 0)
      return (clamp(red + delta), clamp(green + delta), clamp(blue + delta))
    case .contrast(let amount):
      let factor = finite(amount, or: 1)
      return (
        clamp((red - 0.5) * factor + 0.5), clamp((green - 0.5) * factor + 0.5),
        clamp((blue - 0.5) * factor + 0.5)
      )
    case .saturation(let amount):
      return saturate(max(0, finite(amount, or: 1)))
    case .grayscale(let amount):
      return saturate(1 - clamp(finite(amount, or: 0)))
    case .multiply:
      guard let multiplier else { return (red, green, blue) }
      return (red * multiplier.0, green * multiplier.1, blue * multiplier.2)
    case .hueRotation(let degrees):
      return Self.rotateHue(red, green, blue, by: finite(degrees, or: 0))
    case .invert:
      return (1 - red, 1 - green, 1 - blue)
    }
  }

  /// Turns a colour's hue by an angle, keeping its lightness and saturation (the rotation
  /// matrix SVG's `feColorMatrix type="hueRotate"` uses, as Core Image's does).
  static func rotateHue(_ r: Double, _ g: Double, _ b: Double, by degrees: Double)
    -> (Double, Double, Double)
  {
    let radians = degrees * .pi / 180
    let (c, s) = (cos(radians), sin(radians))
    func clamp(_ value: Double) -> Double { max(0, min(1, value)) }
    return (
      clamp(
        r * (0.213 + c * 0.787 - s * 0.213) + g * (0.715 - c * 0.715 - s * 0.715)
          + b * (0.072 - c * 0.072 + s * 0.928)),
      clamp(
        r * (0.213 - c * 0.213 + s * 0.143) + g * (0.715 + c * 0.285 + s * 0.140)
          + b * (0.072 - c * 0.072 - s * 0.283)),
      clamp(
        r * (0.213 - c * 0.213 - s * 0.787) + g * (0.715 - c * 0.715 + s * 0.715)
          + b * (0.072 + c * 0.928 + s * 0.072))
    )
  }
}
