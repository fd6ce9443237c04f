import Foundation

/// What a shape style paints, resolved from any `ShapeStyle`: the renderer samples it per cell.
package indirect enum Paint: Hashable, Sendable {
  /// One colour (with its opacity).
  case color(Color)
  /// The foreground style in effect where the shape is drawn (a shape with no fill of its own).
  case foreground
  /// A linear gradient between two unit points of the shape's bounds.
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  /// A radial gradient: circles of the given radii (points) around a unit point.
  case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
  /// An elliptical gradient: ellipses fitted to the bounds, radii as fractions of them.
  case elliptical(Gradient, center: UnitPoint, startFraction: Double, endFraction: Double)
  /// An angular gradient: clockwise from `start` to `end` degrees (0 is 3 o'clock) around a
  /// unit point; equal angles make a full turn.
  case angular(Gradient, center: UnitPoint, start: Double, end: Double)
  /// A material: the theme's background blended over what is under it at an opacity.
  case material(opacity: Double)

  /// Whether the paint is a gradient without a single stop.
  package var hasNoStops: Bool {
    switch self {
    case .linear(let gradient, _, _), .radial(let gradient, _, _, _),
      .elliptical(let gradient, _, _, _), .angular(let gradient, _, _, _):
      gradient.stops.isEmpty
    case .color, .foreground, .material: false
    }
  }

  /// The one colour that stands for this paint where a cell can hold only one (text drawn in a
  /// gradient style): the colour in the middle.
  package var representativeColor: Color {
    switch self {
    case .color(let color): color
    case .foreground: .primary
    case .linear(let gradient, _, _), .radial(let gradient, _, _, _),
      .elliptical(let gradient, _, _, _), .angular(let gradient, _, _, _):
      gradient.stops.isEmpty ? .clear : gradient.stops[gradient.stops.count / 2].color
    case .material: .secondary
    }
  }
}

/// A shape style SpacesKit declares that paints more than one colour (gradients, materials).
protocol PaintingShapeStyle: ShapeStyle {
  /// What the style paints.
  var paint: Paint { get }
}

extension ShapeStyle {
  /// What this style paints: its gradient or material, else its colour.
  package var _paint: Paint { (self as? any PaintingShapeStyle)?.paint ?? .color(_color) }
}
