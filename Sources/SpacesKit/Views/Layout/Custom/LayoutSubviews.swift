import Foundation

/// The proxies of a custom layout's subviews, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// What measures and places the subviews (the renderer's pass).
  let host: any LayoutSubviewsHost
  /// The indices of the subviews in the container, in order.
  let range: Range<Int>

  /// The proxies of a host's subviews `indices`.
  package init(host: any LayoutSubviewsHost, indices: Range<Int>) {
    self.host = host
    self.range = indices
  }

  /// The first subview's index.
  public var startIndex: Int { range.lowerBound }
  /// The index past the last subview.
  public var endIndex: Int { range.upperBound }

  /// The proxy of a subview.
  public subscript(index: Int) -> LayoutSubview {
    precondition(range.contains(index), "LayoutSubviews index \(index) out of range")
    return LayoutSubview(host: host, index: index)
  }

  /// The proxies of a range of the subviews.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(host: host, indices: bounds)
  }

  /// Two collections are equal when they stand for the same subviews of the same pass.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.host === rhs.host && lhs.range == rhs.range
  }
}

/// A proxy for one subview of a custom layout, as SwiftUI's `LayoutSubview`.
///
/// It measures the subview and places it.
public struct LayoutSubview: Equatable, Sendable {
  let host: any LayoutSubviewsHost
  let index: Int

  /// The subview's size for a proposal, in points (whole cells: 8 points a column, 16 a row).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    host.sizeThatFits(index, proposal)
  }

  /// The subview's size and alignment guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// The subview's `layoutPriority` (0 by default).
  public var priority: Double { host.priority(index) }

  /// The value the subview carries under a key, or the key's default.
  ///
  /// A view sets one with `.layoutValue(key:value:)`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    host.layoutValue(index, key: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
  }

  /// The subview's preferred spacing (the defaults: see `ViewSpacing`).
  public var spacing: ViewSpacing { ViewSpacing() }

  /// Places the subview: its `anchor` point at `position`, sized for `proposal`.
  ///
  /// `position` is in the container's coordinates, in points. A subview not placed sits in the
  /// middle of the container.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    host.place(index, at: position, anchor: anchor, proposal: proposal)
  }

  /// Two proxies are equal when they stand for the same subview of the same pass.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.host === rhs.host && lhs.index == rhs.index
  }
}

/// What measures and places a custom layout's subviews for the proxies: the renderer, for one
/// measuring or placing pass.
package protocol LayoutSubviewsHost: AnyObject, Sendable {
  /// The size subview `index` takes for `proposal`, in points.
  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
  /// Subview `index`'s layout priority.
  func priority(_ index: Int) -> Double
  /// The value subview `index` carries under a key's type, if it sets one.
  func layoutValue(_ index: Int, key: ObjectIdentifier) -> Any?
  /// Records where subview `index` goes.
  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
}
