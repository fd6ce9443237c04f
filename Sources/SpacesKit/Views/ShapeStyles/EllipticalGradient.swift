import Foundation

/// A gradient in ellipses fitted to the bounds, as SwiftUI's `EllipticalGradient`.
///
/// Radii are fractions of the bounds; each cell takes the colour at its centre.
nonisolated public struct EllipticalGradient: ShapeStyle, PaintingShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// Creates an elliptical gradient from a gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient from colours spaced evenly.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient from stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  var paint: Paint {
    .elliptical(
      gradient, center: center, startFraction: Double(startRadiusFraction),
      endFraction: Double(endRadiusFraction))
  }

  /// Resolves the gradient as a view: it fills the space it is offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .paintedFill(paint) }
}
