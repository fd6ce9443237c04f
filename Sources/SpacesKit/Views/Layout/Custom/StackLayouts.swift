import Foundation

/// A layout the renderer knows as one of its own containers: used as a view it resolves to
/// that container (an `HStackLayout { … }` is an `HStack`), not to calls into `Layout`'s
/// methods.
package protocol BuiltInLayout: Layout {
  /// The container node over the children.
  func node(children: [ViewNode]) -> ViewNode
}

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`.
///
/// With `AnyLayout`, a stack that can change axis and keep its subviews.
///
/// Used as a view it is the `HStack` itself. Its own `sizeThatFits` and `placeSubviews` (for a
/// custom layout that delegates to it) line the subviews up at their ideal sizes.
public struct HStackLayout: BuiltInLayout {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between subviews in points (`nil`: the default, a column).
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A horizontal stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The subviews' ideal widths and the spacing between them, as high as the tallest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
  }

  /// Places the subviews left to right at their ideal sizes, aligned vertically.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let (y, anchor): (CGFloat, UnitPoint) =
        switch alignment {
        case .top, .firstTextBaseline: (bounds.minY, .topLeading)
        case .center: (bounds.midY, .leading)
        case .bottom, .lastTextBaseline: (bounds.maxY, .bottomLeading)
        }
      subview.place(at: CGPoint(x: x, y: y), anchor: anchor, proposal: ProposedViewSize(size))
      x += size.width + (spacing ?? 8)
    }
  }

  package func node(children: [ViewNode]) -> ViewNode {
    .stack(
      .horizontal, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: children)
  }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`.
///
/// With `AnyLayout`, a stack that can change axis and keep its subviews.
///
/// Used as a view it is the `VStack` itself. Its own `sizeThatFits` and `placeSubviews` line
/// the subviews up at their ideal sizes.
public struct VStackLayout: BuiltInLayout {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between subviews in points (`nil`: the default, none in a terminal).
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A vertical stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The subviews' ideal heights and the spacing between them, as wide as the widest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 0)
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
  }

  /// Places the subviews top to bottom at their ideal sizes, aligned horizontally.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let (x, anchor): (CGFloat, UnitPoint) =
        switch alignment {
        case .leading: (bounds.minX, .topLeading)
        case .center: (bounds.midX, .top)
        case .trailing: (bounds.maxX, .topTrailing)
        }
      subview.place(at: CGPoint(x: x, y: y), anchor: anchor, proposal: ProposedViewSize(size))
      y += size.height + (spacing ?? 0)
    }
  }

  package func node(children: [ViewNode]) -> ViewNode {
    .stack(
      .vertical, alignment: alignment.stackAlignment, spacing: spacing.map(Double.init),
      children: children)
  }
}

/// The layout of a `ZStack`, as SwiftUI's `ZStackLayout`.
///
/// Used as a view it is the `ZStack` itself. Its own `sizeThatFits` and `placeSubviews` lay
/// the subviews over each other at their ideal sizes.
public struct ZStackLayout: BuiltInLayout {
  /// Where the subviews are aligned.
  public var alignment: Alignment

  /// Creates an overlaying layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// As large as the largest subview.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  /// Places every subview at its ideal size on the alignment's point.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let anchor = UnitPoint(
      x: alignment.horizontal == .leading ? 0 : alignment.horizontal == .center ? 0.5 : 1,
      y: alignment.vertical.stackAlignment == .top
        ? 0 : alignment.vertical.stackAlignment == .center ? 0.5 : 1)
    let point = CGPoint(
      x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    for subview in subviews {
      subview.place(
        at: point, anchor: anchor, proposal: ProposedViewSize(subview.sizeThatFits(.unspecified)))
    }
  }

  package func node(children: [ViewNode]) -> ViewNode {
    .zStack(alignment: alignment, children: children)
  }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`.
///
/// Switches between layouts with one set of subviews: `isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`.
public struct AnyLayout: BuiltInLayout {
  /// The wrapped layout.
  let layout: any Layout

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    self.layout = (layout as? AnyLayout)?.layout ?? layout
  }

  /// The wrapped layout's size, with a fresh cache.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    CustomLayout(layout).sizeThatFits(proposal, subviews: subviews)
  }

  /// The wrapped layout's placements, with a fresh cache.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    _ = CustomLayout(layout).placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }

  package func node(children: [ViewNode]) -> ViewNode {
    layoutNode(layout, children: children)
  }
}
