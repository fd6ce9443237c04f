import Foundation

/// A view's preferred spacing to its neighbours, as SwiftUI's `ViewSpacing`.
///
/// In a terminal every view prefers the stacks' defaults: a column (8 points) beside another
/// view and no row between views above each other.
public struct ViewSpacing: Sendable {
  /// Whether this is `.zero`: no space wanted on any edge.
  private var isZero = false

  /// Spacing of zero on every edge.
  public static let zero = ViewSpacing(isZero: true)

  /// Spacing with the defaults.
  public init() {}

  private init(isZero: Bool) { self.isZero = isZero }

  /// Merges another view's preferences on `edges` into these (the larger wins).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    isZero = isZero && other.isZero
  }

  /// These preferences merged with another view's on `edges` (the larger wins).
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// The distance to a next view along an axis, in points.
  ///
  /// 8 across and 0 down, or 0 when both are `.zero`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    isZero && next.isZero ? 0 : (axis == .horizontal ? 8 : 0)
  }
}
