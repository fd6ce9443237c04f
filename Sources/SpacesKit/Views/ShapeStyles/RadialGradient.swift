import Foundation

/// A gradient in circles around a centre, as SwiftUI's `RadialGradient`.
///
/// Radii are in points; each cell takes the colour at its centre.
nonisolated public struct RadialGradient: ShapeStyle, PaintingShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// Creates a radial gradient from a gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from colours spaced evenly.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient from stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  var paint: Paint {
    .radial(
      gradient, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
  }

  /// Resolves the gradient as a view: it fills the space it is offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .paintedFill(paint) }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient, for `.fill(.radialGradient(…))`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colours spaced evenly.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
