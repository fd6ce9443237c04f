import Foundation

/// An alignment in the vertical axis.
public enum VerticalAlignment: Equatable, Sendable {
  /// The top, centre or bottom edge, or the first or last text baseline.
  ///
  /// A terminal row has one baseline, so `firstTextBaseline` aligns as `top` and
  /// `lastTextBaseline` as `bottom`.
  case top, center, bottom, firstTextBaseline, lastTextBaseline

  var stackAlignment: StackAlignment {
    switch self {
    case .top, .firstTextBaseline: .top
    case .center: .center
    case .bottom, .lastTextBaseline: .bottom
    }
  }
}

/// An alignment in the horizontal axis.
public enum HorizontalAlignment: Equatable, Sendable {
  /// The leading edge (left in a left-to-right terminal), the centre, or the trailing edge.
  case leading, center, trailing

  var stackAlignment: StackAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// The alignment along the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment along the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from a horizontal and a vertical alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred in both axes (a guide for `frame(alignment:)` and `ZStack`).
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// On the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// On the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top, leading, bottom or trailing edge.
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The set's bits, one per edge.
    public let rawValue: Int8
    /// Creates a set of edges from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge of a rectangle, in points.
public struct EdgeInsets: Equatable, Sendable {
  /// The inset of the top edge, in points (16 points make a row).
  public var top: CGFloat
  /// The inset of the leading edge, in points (8 points make a column).
  public var leading: CGFloat
  /// The inset of the bottom edge, in points (16 points make a row).
  public var bottom: CGFloat
  /// The inset of the trailing edge, in points (8 points make a column).
  public var trailing: CGFloat

  /// Creates insets from a length in points for each edge (none by default).
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
