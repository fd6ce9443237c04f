import Foundation

/// A 2D shape that draws as a view, as SwiftUI's `Shape`.
///
/// As a view a shape takes all the space it is offered and fills it with the foreground style.
/// The terminal draws SpacesKit's shapes by what they are (a circle, a rounded rectangle…) in
/// cells; an app's own shape is drawn as its bounds and reported as not supported yet.
public protocol Shape: Sendable, View {
  /// The outline of the shape in a rectangle.
  nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by an amount in points.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape SpacesKit draws by what it is.
package protocol TerminalShape {
  /// The shape's outline.
  var geometry: ShapeGeometry { get }
  /// The stroke a shape from `stroke(lineWidth:)` draws; `nil` for a shape that fills.
  var strokeStyle: ShapeStroke? { get }
}

extension TerminalShape {
  /// A shape fills unless it was made by `stroke(lineWidth:)`.
  package var strokeStyle: ShapeStroke? { nil }
}

extension Shape {
  /// The shape's outline: what SpacesKit's shapes are, or an app shape's bounds.
  package var _geometry: ShapeGeometry {
    (self as? any TerminalShape)?.geometry
      ?? ShapeGeometry(kind: .custom(_typeName(Self.self, qualified: false)))
  }

  /// The stroke a shape from `stroke(lineWidth:)` draws.
  package var _strokeStyle: ShapeStroke? { (self as? any TerminalShape)?.strokeStyle }

  /// A shape draws as itself filled with the foreground style.
  public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .foreground) }

  /// The shape filled with a style (a colour, a gradient, a material).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, paint: content._paint)
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, paint: .foreground)
  }

  /// The shape's outline drawn with a style and a line width in points.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, paint: content._paint, stroke: ShapeStroke(lineWidth: lineWidth))
  }

  /// The shape's outline drawn with a style and a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _ShapeView(shape: self, paint: content._paint, stroke: style.shapeStroke)
  }

  /// The shape's outline of a line width, as a shape (filled with the foreground style).
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(geometry: _geometry, strokeStyle: ShapeStroke(lineWidth: lineWidth))
  }

  /// The shape's outline of a stroke style, as a shape.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(geometry: _geometry, strokeStyle: style.shapeStroke)
  }

  /// The part of the outline between two fractions of its length.
  ///
  /// A trimmed circle's stroke is a ring gauge; `from` after `to` keeps nothing.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    var geometry = _geometry
    func unit(_ value: CGFloat, _ fallback: Double) -> Double {
      value.isNaN ? fallback : min(1, max(0, Double(value)))
    }
    geometry.trimFrom = max(geometry.trimFrom, unit(startFraction, 0))
    geometry.trimTo = min(geometry.trimTo, unit(endFraction, 1))
    return _GeometryShape(geometry: geometry, strokeStyle: _strokeStyle)
  }

  /// The shape turned clockwise by an angle about its centre.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    var geometry = _geometry
    geometry.rotation += angle.degrees.isFinite ? angle.degrees : 0
    return _GeometryShape(geometry: geometry, strokeStyle: _strokeStyle)
  }
}

extension InsettableShape {
  /// The outline drawn inside the bounds with a style and a line width in points.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, paint: content._paint, stroke: ShapeStroke(lineWidth: lineWidth))
  }

  /// The outline drawn inside the bounds with a style and a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _ShapeView(shape: self, paint: content._paint, stroke: style.shapeStroke)
  }

  /// The outline drawn inside the bounds with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, paint: .foreground, stroke: ShapeStroke(lineWidth: lineWidth))
  }
}

/// A shape drawn as a view: filled, or stroked, with a paint.
public struct _ShapeView<Content: Shape>: _PrimitiveView {
  let shape: Content
  let paint: Paint
  var stroke: ShapeStroke?

  init(shape: Content, paint: Paint, stroke: ShapeStroke? = nil) {
    self.shape = shape
    self.paint = paint
    self.stroke = stroke ?? shape._strokeStyle
  }

  /// Resolves to the shape node; a `ContainerRelativeShape` takes the shape set by
  /// `containerShape(_:)`, and an app's own shape is reported as not supported yet.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var geometry = shape._geometry
    if shape is ContainerRelativeShape, let container = environment[ContainerShapeKey.self] {
      geometry = container
    }
    let node = ViewNode.shape(ShapeNode(geometry: geometry, paint: paint, stroke: stroke))
      .reportingEmptyGradient(paint)
    if case .custom(let name) = geometry.kind {
      return .modified(node, .notSupportedYet("\(name).path(in:) (drawn as its bounds)"))
    }
    return node
  }
}

/// A SpacesKit shape changed by `trim(from:to:)` or `rotation(_:)`.
nonisolated public struct _GeometryShape: Shape, TerminalShape {
  package let geometry: ShapeGeometry
  package let strokeStyle: ShapeStroke?

  /// The outline of the shape it was made from (untrimmed: a terminal draws by kind).
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A shape's stroke as a shape, from `stroke(lineWidth:)`.
nonisolated public struct _StrokedShape: Shape, TerminalShape {
  package let geometry: ShapeGeometry
  package let strokeStyle: ShapeStroke?

  /// The outline of the stroked shape.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The shape `ContainerRelativeShape` takes inside a `containerShape(_:)`.
package enum ContainerShapeKey: EnvironmentKey {
  /// No container shape: a rectangle.
  package static var defaultValue: ShapeGeometry? { nil }
}
