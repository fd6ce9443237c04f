import Foundation

/// A custom layout container, as SwiftUI's `Layout`.
///
/// Used like a stack: `MyLayout { Text("A"); Text("B") }`.
///
/// The terminal lays views out in cells of 8 × 16 points: the proposals a layout gets and the
/// sizes its subviews report are whole cells in points, and where `placeSubviews` puts a
/// subview is rounded to the nearest cell. A fresh cache is made for every measuring or placing
/// pass (`makeCache(subviews:)`), which SwiftUI's contract allows. Not consulted yet, and
/// logged when a layout answers one: `explicitAlignment(of:in:proposal:subviews:cache:)`;
/// a custom layout inside a stack keeps the stack's default spacing (`spacing(subviews:cache:)`
/// is not asked).
@preconcurrency
public protocol Layout: Sendable {
  /// Storage a layout's methods share within one pass (`Void` when it keeps none).
  associatedtype Cache = Void
  /// The proxies of the container's subviews.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout container (its stack orientation).
  static var layoutProperties: LayoutProperties { get }
  /// Creates the cache for a pass over `subviews`.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Updates the cache when the subviews change (by default, makes a new one).
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  /// The container's preferred spacing to its neighbours.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// The container's size, given a proposal and its subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// Places each subview (`LayoutSubview.place(at:anchor:proposal:)`) in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
  /// The position of a horizontal guide in the container, or `nil` for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
  /// The position of a vertical guide in the container, or `nil` for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacings.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }

  /// The default guide position.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// The default guide position.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// A view that arranges `content`'s views with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) {}
}

/// Layout properties of a container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the container stacks its subviews along, if it is a stack.
  public var stackOrientation: Axis?

  /// Properties with no stack orientation.
  public init() {}
}

/// The node of a layout over its children: a built-in stack layout's own container, else the
/// custom layout's.
func layoutNode(_ layout: any Layout, children: [ViewNode]) -> ViewNode {
  if let builtIn = layout as? any BuiltInLayout { return builtIn.node(children: children) }
  return .layout(.custom(CustomLayout(layout), children: children))
}

/// A custom layout's container view: its content's views laid out by the layout.
struct CustomLayoutView<L: Layout, Content: View>: _PrimitiveView {
  let layout: L
  let content: Content

  /// Resolves to the layout over the content's views (a built-in stack layout to its stack).
  func _resolve(in environment: EnvironmentValues) -> ViewNode {
    layoutNode(
      layout, children: resolveViewNode(content, environment: environment).flattenedChildren)
  }
}
