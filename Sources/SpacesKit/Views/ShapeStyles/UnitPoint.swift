import Foundation

/// A point in a view's bounds in unit coordinates, as SwiftUI's `UnitPoint`.
///
/// (0, 0) is the top leading corner and (1, 1) the bottom trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge and 1 at the trailing edge.
  public var x: CGFloat
  /// The vertical position, 0 at the top and 1 at the bottom.
  public var y: CGFloat

  /// Creates the point at the top leading corner.
  public init() { self.init(x: 0, y: 0) }

  /// Creates a point from unit coordinates.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
