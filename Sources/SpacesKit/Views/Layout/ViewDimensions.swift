import Foundation

/// A view's size and its alignment guides, as an `alignmentGuide` closure sees them.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width, in points.
  public let width: CGFloat
  /// The view's height, in points.
  public let height: CGFloat

  package init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// A horizontal guide's default position: 0 for leading, the middle, the width for trailing.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .center: width / 2
    case .trailing: width
    }
  }

  /// A vertical guide's default position: 0 for top, the middle, the height for bottom.
  ///
  /// The first baseline is the top and the last the bottom.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top, .firstTextBaseline: 0
    case .center: height / 2
    case .bottom, .lastTextBaseline: height
    }
  }
}
