import Foundation

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
///
/// A terminal cell has one colour: every mode draws as `.normal`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view over what is behind it.
  case normal
  /// Darkening modes.
  case multiply, darken, colorBurn, plusDarker
  /// Lightening modes.
  case screen, lighten, colorDodge, plusLighter
  /// Contrast modes.
  case overlay, softLight, hardLight
  /// Difference modes.
  case difference, exclusion
  /// Component modes.
  case hue, saturation, color, luminosity
  /// Compositing modes.
  case sourceAtop, destinationOver, destinationOut
}

/// The colour space a drawing group renders in, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable, CaseIterable {
  /// Non-linear sRGB, linear sRGB, or extended linear sRGB.
  case nonLinear, linear, extendedLinear
}

extension View {
  /// Adds a shadow behind this view; a terminal draws the view without it.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    self
  }

  /// Scales this view's drawing; a terminal draws it at its laid-out size.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

  /// Scales this view's drawing by a width and height factor; drawn at its laid-out size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

  /// Scales this view's drawing horizontally and vertically; drawn at its laid-out size.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    self
  }

  /// Blurs this view; a terminal draws it sharp.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Sets how this view blends with what is behind it; a cell has one colour, so `.normal`.
  public func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Composites this view's children before its effects apply; cells need no offscreen pass.
  public func compositingGroup() -> some View { self }

  /// Renders this view offscreen before display; cells need no offscreen pass.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    self
  }
}
