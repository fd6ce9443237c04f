import Foundation

/// A shape as the renderer draws it: its geometry, what paints it, and its stroke when it is
/// outlined rather than filled.
package struct ShapeNode: Hashable, Sendable {
  /// The outline and how it is trimmed, inset and turned.
  package var geometry: ShapeGeometry
  /// What fills the shape, or its stroke.
  package var paint: Paint
  /// The stroke when the shape is outlined; `nil` fills it.
  package var stroke: ShapeStroke?

  /// Creates a shape drawing.
  package init(geometry: ShapeGeometry, paint: Paint, stroke: ShapeStroke? = nil) {
    self.geometry = geometry
    self.paint = paint
    self.stroke = stroke
  }
}

/// Which outline a shape has.
package enum ShapeKind: Hashable, Sendable {
  /// A rectangle, or a rectangle of the container's shape (`ContainerRelativeShape` outside a
  /// `containerShape(_:)`).
  case rectangle
  /// A rectangle with elliptical corners of a size in points.
  case roundedRectangle(cornerWidth: Double, cornerHeight: Double)
  /// A rectangle with a radius in points for each corner.
  case unevenRoundedRectangle(
    topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
  /// A circle as large as fits, centred.
  case circle
  /// An ellipse filling the bounds.
  case ellipse
  /// A rounded rectangle whose radius is half its shorter side.
  case capsule
  /// An app's own shape (its `path(in:)` isn't drawn yet): its bounds, named by its type.
  case custom(String)
}

/// A shape's outline, the part of it `trim(from:to:)` keeps, its inset and its rotation.
package struct ShapeGeometry: Hashable, Sendable {
  /// The outline.
  package var kind: ShapeKind
  /// Where the trimmed outline starts, as a fraction of its length (0 to 1).
  package var trimFrom: Double = 0
  /// Where the trimmed outline ends, as a fraction of its length (0 to 1).
  package var trimTo: Double = 1
  /// How far the outline is inset from the bounds, in points.
  package var inset: Double = 0
  /// The clockwise rotation, in degrees (the start of an ellipse's outline moves with it).
  package var rotation: Double = 0

  /// Creates an untrimmed, uninset outline.
  package init(kind: ShapeKind) { self.kind = kind }

  /// Whether the trim keeps the whole outline.
  package var isWhole: Bool { trimFrom <= 0 && trimTo >= 1 }
}

/// How a shape's outline is stroked.
package struct ShapeStroke: Hashable, Sendable {
  /// The line's width in points (at least one cell is drawn).
  package var lineWidth: Double
  /// Whether the line is dashed.
  package var dashed: Bool

  /// Creates a stroke; a width that is not a positive number draws a hairline (one cell).
  package init(lineWidth: Double, dashed: Bool = false) {
    self.lineWidth = lineWidth.isFinite && lineWidth > 0 ? lineWidth : 1
    self.dashed = dashed
  }
}

extension ViewNode {
  /// A rectangle filling its space with a paint: how gradients and materials resolve as views
  /// and as backgrounds.
  package static func paintedFill(_ paint: Paint) -> ViewNode {
    if case .color(let color) = paint { return .color(color) }
    return ViewNode.shape(ShapeNode(geometry: ShapeGeometry(kind: .rectangle), paint: paint))
      .reportingEmptyGradient(paint)
  }

  /// This node reported (once, in the event log) when its paint is a gradient with no stops.
  package func reportingEmptyGradient(_ paint: Paint) -> ViewNode {
    guard paint.hasNoStops else { return self }
    return .modified(self, .notSupportedYet("a gradient with no stops (draws nothing)"))
  }
}
