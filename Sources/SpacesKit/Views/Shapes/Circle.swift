import Foundation

/// A circle as large as fits its bounds, centred, as SwiftUI's `Circle`.
///
/// One or two cells draw a disc glyph (`●`, or `○` outlined); larger circles are the cells
/// whose centres are inside (a cell is twice as tall as wide, so the circle is in points).
nonisolated public struct Circle: InsettableShape, TerminalShape {
  var insetAmount: Double = 0

  /// Creates a circle.
  public init() {}

  /// The circle's outline.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// The circle inset by an amount in points.
  public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    var geometry = ShapeGeometry(kind: .circle)
    geometry.inset = insetAmount
    return geometry
  }
}

/// An ellipse filling its bounds, as SwiftUI's `Ellipse`.
nonisolated public struct Ellipse: InsettableShape, TerminalShape {
  var insetAmount: Double = 0

  /// Creates an ellipse.
  public init() {}

  /// The ellipse's outline.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  /// The ellipse inset by an amount in points.
  public func inset(by amount: CGFloat) -> Ellipse {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    var geometry = ShapeGeometry(kind: .ellipse)
    geometry.inset = insetAmount
    return geometry
  }
}

/// A rounded rectangle whose corner radius is half its shorter side, as SwiftUI's `Capsule`.
nonisolated public struct Capsule: InsettableShape, TerminalShape {
  /// The style of the rounded ends.
  public var style: RoundedCornerStyle
  var insetAmount: Double = 0

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// The capsule's outline.
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
  }

  /// The capsule inset by an amount in points.
  public func inset(by amount: CGFloat) -> Capsule {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    var geometry = ShapeGeometry(kind: .capsule)
    geometry.inset = insetAmount
    return geometry
  }
}

/// The shape of the container the view is in, as SwiftUI's `ContainerRelativeShape`.
///
/// The shape set by `containerShape(_:)`, else a rectangle (a terminal's widget tile is
/// square-cut).
nonisolated public struct ContainerRelativeShape: InsettableShape, TerminalShape {
  var insetAmount: Double = 0

  /// Creates the container's shape.
  public init() {}

  /// The outline: the bounds.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The shape inset by an amount in points.
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    var geometry = ShapeGeometry(kind: .rectangle)
    geometry.inset = insetAmount
    return geometry
  }
}

/// A type-erased shape, as SwiftUI's `AnyShape`.
nonisolated public struct AnyShape: Shape, TerminalShape {
  package let geometry: ShapeGeometry
  package let strokeStyle: ShapeStroke?
  private let outline: @Sendable (CGRect) -> Path

  /// Creates a type-erased shape from a shape.
  public init<S: Shape>(_ shape: S) {
    geometry = shape._geometry
    strokeStyle = shape._strokeStyle
    outline = { shape.path(in: $0) }
  }

  /// The wrapped shape's outline.
  public func path(in rect: CGRect) -> Path { outline(rect) }
}
