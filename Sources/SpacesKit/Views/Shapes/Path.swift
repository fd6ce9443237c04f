import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`.
///
/// A terminal draws SpacesKit's shapes by what they are, not by their paths: a path keeps its
/// points (for its bounds) and, drawn as a view, draws as its bounds and is reported as not
/// supported yet.
nonisolated public struct Path: Shape, Equatable {
  /// The points the path passes through, in order.
  private var points: [CGPoint] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path of a rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// Creates a path of a rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRect(rect)
  }

  /// Creates a path of a rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRect(rect)
  }

  /// Creates a path of an ellipse in a rectangle.
  public init(ellipseIn rect: CGRect) { addRect(rect) }

  /// Creates a path built by a closure.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  /// Whether the path has no points.
  public var isEmpty: Bool { points.isEmpty }

  /// The smallest rectangle holding every point of the path.
  public var boundingRect: CGRect {
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Starts a new subpath at a point.
  public mutating func move(to point: CGPoint) { points.append(point) }
  /// Adds a straight line to a point.
  public mutating func addLine(to point: CGPoint) { points.append(point) }
  /// Adds straight lines through points.
  public mutating func addLines(_ lines: [CGPoint]) { points += lines }
  /// Adds a rectangle.
  public mutating func addRect(_ rect: CGRect) {
    points += [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
  }
  /// Adds a rounded rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) { addRect(rect) }
  /// Adds an ellipse in a rectangle.
  public mutating func addEllipse(in rect: CGRect) { addRect(rect) }
  /// Adds an arc of a circle.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    addRect(
      CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }
  /// Adds a quadratic Bézier curve to a point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    points += [control, point]
  }
  /// Adds a cubic Bézier curve to a point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    points += [control1, control2, point]
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() {}

  /// The path itself, moved into the rectangle's frame of reference as drawn.
  public func path(in rect: CGRect) -> Path { self }
}

/// How a shape's interior is filled, as SwiftUI's `FillStyle`.
///
/// Cells are filled whole, so the rule and antialiasing change nothing.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the interior.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
///
/// A terminal draws the line one cell wide (a circle's ring thicker when the width spans cells);
/// caps, joins and the miter limit don't show at cell size; a dash draws a dashed line.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line, in points.
  public var lineWidth: CGFloat
  /// The ends of the line.
  public var lineCap: CGLineCap
  /// The corners of the line.
  public var lineJoin: CGLineJoin
  /// The limit of mitered corners.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, in points; empty draws a solid line.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The stroke the renderer draws.
  var shapeStroke: ShapeStroke {
    ShapeStroke(lineWidth: Double(lineWidth), dashed: dash.contains { $0 > 0 })
  }
}

#if !canImport(CoreGraphics)
  /// The ends of a stroked line, as CoreGraphics' `CGLineCap`.
  public enum CGLineCap: Int32, Sendable {
    /// Square ends at the line's end, round ends, or square ends past it.
    case butt, round, square
  }

  /// The corners of a stroked line, as CoreGraphics' `CGLineJoin`.
  public enum CGLineJoin: Int32, Sendable {
    /// Sharp, rounded or cut-off corners.
    case miter, round, bevel
  }
#endif
