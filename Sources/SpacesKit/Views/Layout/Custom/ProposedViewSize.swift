import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`.
///
/// A length per axis: `nil` for "your ideal size", `.infinity` for "as much as you like".
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width in points, or `nil` for the view's ideal width.
  public var width: CGFloat?
  /// The proposed height in points, or `nil` for the view's ideal height.
  public var height: CGFloat?

  /// A proposal of zero on both axes: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal of `nil` on both axes: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A proposal of infinity on both axes: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a proposal from lengths in points (`nil`: unspecified).
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal as a size, `size`'s lengths in place of the unspecified ones.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
