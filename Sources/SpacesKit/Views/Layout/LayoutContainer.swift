import Foundation

/// A layout container beyond the stacks: `Divider`, `Grid` and `GridRow`, `ViewThatFits`,
/// `GeometryReader`, `ScrollView` and custom `Layout`s, as `ViewNode.layout` records them.
package enum LayoutContainer: Equatable, Sendable {
  /// A line across the enclosing stack's cross axis.
  case divider
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: rows of cells in shared columns; a
  /// child that isn't a `GridRow` takes a row of its own across every column.
  case grid(
    alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, rows: [ViewNode])
  /// `GridRow(alignment:)`: a row of a grid, one cell per child.
  case gridRow(alignment: VerticalAlignment?, cells: [ViewNode])
  /// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the axes.
  case viewThatFits(axes: Axis.Set, children: [ViewNode])
  /// `GeometryReader`: content built from the size it is offered.
  case geometryReader(GeometryContent)
  /// `ScrollView(_:showsIndicators:)`: content offered unlimited length along the axes; a
  /// terminal widget can't scroll, so what doesn't fit is cut and marked.
  case scrollView(axes: Axis.Set, content: ViewNode)
  /// A custom `Layout`'s container: its subviews measured and placed by the layout.
  case custom(CustomLayout, children: [ViewNode])

  /// The container's child views, in order.
  package var children: [ViewNode] {
    switch self {
    case .divider: []
    case .grid(_, _, _, let rows): rows
    case .gridRow(_, let cells): cells
    case .viewThatFits(_, let children): children
    case .geometryReader(let content): [content.probe]
    case .scrollView(_, let content): [content]
    case .custom(_, let children): children
    }
  }
}

extension Axis.Set: Equatable {}

/// A `GeometryReader`'s content: a view built from the proxy's size.
///
/// The renderer builds the content for the size it offers. `probe` is the content built for a
/// 100 × 100 point proxy at resolution: what equality compares.
package final class GeometryContent: Equatable, @unchecked Sendable {
  /// Builds the content for a proxy size in points (main actor only).
  private let build: @MainActor (CGSize) -> ViewNode
  /// The content built for `probeSize`.
  package let probe: ViewNode
  /// The size `probe` was built for.
  package static let probeSize = CGSize(width: 100, height: 100)

  /// Wraps a builder, building the probe now.
  @MainActor
  package init(_ build: @escaping @MainActor (CGSize) -> ViewNode) {
    self.build = build
    self.probe = build(Self.probeSize)
  }

  /// The content for a proxy size in points (see `MainActorBridge`).
  package func content(for size: CGSize) -> ViewNode {
    MainActorBridge.call(build, with: size)
  }

  /// Two contents are equal when they build the same probe.
  package static func == (lhs: GeometryContent, rhs: GeometryContent) -> Bool {
    lhs === rhs || lhs.probe == rhs.probe
  }
}
