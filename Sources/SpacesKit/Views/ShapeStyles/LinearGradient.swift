import Foundation

/// A gradient along a line between two unit points, as SwiftUI's `LinearGradient`.
///
/// Each cell takes the colour at its centre (the nearest the terminal has in 256 or 16
/// colours).
nonisolated public struct LinearGradient: ShapeStyle, PaintingShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// Creates a linear gradient from a gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from colours spaced evenly.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  var paint: Paint { .linear(gradient, start: startPoint, end: endPoint) }

  /// Resolves the gradient as a view: it fills the space it is offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .paintedFill(paint) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, for `.fill(.linearGradient(…))`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colours spaced evenly, for `.fill(.linearGradient(colors:…))`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of stops, for `.fill(.linearGradient(stops:…))`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
