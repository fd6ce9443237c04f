import Foundation

/// A gradient sweeping clockwise around a centre, as SwiftUI's `AngularGradient`.
///
/// 0° is 3 o'clock; each cell takes the colour at the angle of its centre.
nonisolated public struct AngularGradient: ShapeStyle, PaintingShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// Creates an angular gradient from a start angle to an end angle (equal: a full turn).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient of colours spaced evenly.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient of stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a full-turn angular gradient starting at an angle (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// Creates a full-turn angular gradient of colours starting at an angle.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  var paint: Paint {
    .angular(gradient, center: center, start: startAngle.degrees, end: endAngle.degrees)
  }

  /// Resolves the gradient as a view: it fills the space it is offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .paintedFill(paint) }
}

extension ShapeStyle where Self == AngularGradient {
  /// A full-turn angular gradient of colours, for `.fill(.conicGradient(colors:center:))`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
