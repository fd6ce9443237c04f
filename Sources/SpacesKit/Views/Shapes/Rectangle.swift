import Foundation

/// A rectangle filling its bounds, as SwiftUI's `Rectangle`.
nonisolated public struct Rectangle: InsettableShape, TerminalShape {
  var insetAmount: Double = 0

  /// Creates a rectangle.
  public init() {}

  /// The rectangle's outline: the bounds.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The rectangle inset by an amount in points.
  public func inset(by amount: CGFloat) -> Rectangle {
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

/// The style of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
///
/// Cells can't show the difference: both draw as quarter ellipses (`╭╮╰╯` on an outline).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle corners, or corners that ease into the sides.
  case circular, continuous
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
nonisolated public struct RoundedRectangle: InsettableShape, TerminalShape {
  /// The size of the corners, in points.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle
  var insetAmount: Double = 0

  /// Creates a rounded rectangle with a corner radius in points.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// Creates a rounded rectangle with elliptical corners of a size in points.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded rectangle's outline.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// The rounded rectangle inset by an amount in points.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    var geometry = ShapeGeometry(
      kind: .roundedRectangle(
        cornerWidth: Self.radius(cornerSize.width), cornerHeight: Self.radius(cornerSize.height)))
    geometry.inset = insetAmount
    return geometry
  }

  /// A corner radius that draws: a NaN or negative one is no rounding.
  static func radius(_ value: CGFloat) -> Double {
    value.isNaN || value < 0 ? 0 : Double(value)
  }
}

/// A rectangle with a radius for each corner, as SwiftUI's `UnevenRoundedRectangle`.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, TerminalShape {
  /// The radii of the corners, in points.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners.
  public var style: RoundedCornerStyle
  var insetAmount: Double = 0

  /// Creates a rectangle with the radii of its corners.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates a rectangle with a radius for each corner (none by default).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
  }

  /// The outline.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The shape inset by an amount in points.
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var shape = self
    shape.insetAmount += Double(amount)
    return shape
  }

  package var geometry: ShapeGeometry {
    let radius = RoundedRectangle.radius
    var geometry = ShapeGeometry(
      kind: .unevenRoundedRectangle(
        topLeading: radius(cornerRadii.topLeading),
        bottomLeading: radius(cornerRadii.bottomLeading),
        bottomTrailing: radius(cornerRadii.bottomTrailing),
        topTrailing: radius(cornerRadii.topTrailing)))
    geometry.inset = insetAmount
    return geometry
  }
}

/// The radii of a rectangle's corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius, in points.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius, in points.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius, in points.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius, in points.
  public var topTrailing: CGFloat

  /// Creates radii for each corner (none by default).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
