import Foundation

/// The layout of a Live Activity in the Dynamic Island, as WidgetKit's `DynamicIsland`.
///
/// The dashboard draws it as a pill at the top centre of every space: the most relevant
/// activity's compact views around the camera, the next one's minimal view in a detached
/// circle, and the expanded regions when the island is expanded (`I`).
public struct DynamicIsland {
  /// The regions of the expanded presentation, in the order they were built.
  let expandedRegions: [DynamicIslandExpandedRegionPosition]
  /// The tint of the border around the island (`keylineTint(_:)`).
  var keyline: Color?
  /// The URL a tap opens (`widgetURL(_:)`).
  var url: URL?
  /// The content margins set per presentation (`contentMargins(_:_:for:)`), in order.
  var margins: [DynamicIslandMargin] = []
  /// The presentations' views, resolved when a preview draws them.
  let views: DynamicIslandViews

  /// Creates the Dynamic Island presentations of a Live Activity.
  ///
  /// The dashboard draws the compact and minimal views in the island's pill and the expanded
  /// regions when the island is expanded.
  ///
  /// - Parameters:
  ///   - expanded: The regions of the expanded presentation, built from
  ///     `DynamicIslandExpandedRegion`s.
  ///   - compactLeading: The view on the leading side of the compact presentation.
  ///   - compactTrailing: The view on the trailing side of the compact presentation.
  ///   - minimal: The view of the minimal presentation, when several activities share the island.
  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded:
      @escaping () -> DynamicIslandExpandedContent<
        Expanded
      >,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {
    let content = expanded()
    expandedRegions = content.positions
    // Built and drawn only on the main actor (`DynamicIslandViews.node(for:)`), where the
    // configuration's closure runs: the builders never cross to another isolation.
    nonisolated(unsafe) let leading = compactLeading
    nonisolated(unsafe) let trailing = compactTrailing
    nonisolated(unsafe) let minimalView = minimal
    views = DynamicIslandViews(
      expanded: content.regions,
      compactLeading: { MainActor.assumeIsolated { resolveViewNode(leading()) } },
      compactTrailing: { MainActor.assumeIsolated { resolveViewNode(trailing()) } },
      minimal: { MainActor.assumeIsolated { resolveViewNode(minimalView()) } })
  }

  /// Tints the border around the island: the expanded island's border takes the colour.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var copy = self
    copy.keyline = color
    return copy
  }

  /// The URL that opens the app when the island is tapped (`Enter` on the expanded island).
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var copy = self
    copy.url = url
    return copy
  }

  /// Sets the margins of a presentation's content, in points (`nil`: the system's margin).
  ///
  /// The dashboard converts them to cells (8 points a column, 16 a row).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode
  ) -> DynamicIsland {
    var copy = self
    copy.margins.append(
      DynamicIslandMargin(mode: mode.name, edges: edges.rawValue, length: length.map(Double.init)))
    return copy
  }
}

/// A presentation of a Live Activity in the Dynamic Island, as WidgetKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Equatable, Sendable {
  let name: String

  /// The compact presentation's leading side.
  public static let compactLeading = DynamicIslandMode(name: "compactLeading")
  /// The compact presentation's trailing side.
  public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
  /// The expanded presentation.
  public static let expanded = DynamicIslandMode(name: "expanded")
  /// The minimal presentation, when several activities share the island.
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where a region of the expanded Dynamic Island sits.
///
/// As WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Equatable, Sendable {
  let name: String

  /// Below the camera.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Along the leading edge, next to the camera.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  /// Along the trailing edge, next to the camera.
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Below the leading, trailing and center regions.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
  /// Where the region sits.
  let position: DynamicIslandExpandedRegionPosition
  /// Which region wins space when they compete.
  let priority: Double
  /// The region's view.
  let content: Content

  /// Creates a region at a position with its view.
  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.position = position
    self.priority = priority
    self.content = content()
  }
}

/// The regions of the expanded Dynamic Island, as its builder collects them.
///
/// As WidgetKit's `DynamicIslandExpandedContent`.
public struct DynamicIslandExpandedContent<Content: View> {
  /// The regions' views with their positions and priorities, in order.
  let regions:
    [(position: DynamicIslandExpandedRegionPosition, priority: Double, view: () -> ViewNode)]

  /// The regions' positions, in order.
  var positions: [DynamicIslandExpandedRegionPosition] { regions.map(\.position) }
}

extension DynamicIslandExpandedRegion {
  /// The region with its view, for the expanded content.
  var resolvable:
    (position: DynamicIslandExpandedRegionPosition, priority: Double, view: () -> ViewNode)
  {
    // Resolved only on the main actor, as `DynamicIsland.init`'s views are.
    nonisolated(unsafe) let content = self.content
    return (position, priority, { MainActor.assumeIsolated { resolveViewNode(content) } })
  }
}

/// A result builder that collects the regions of the expanded Dynamic Island.
///
/// As WidgetKit's `DynamicIslandExpandedContentBuilder`: the `expanded:` closure of
/// `DynamicIsland` lists `DynamicIslandExpandedRegion`s.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  /// The first region.
  public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>)
    -> DynamicIslandExpandedContent<C>
  {
    DynamicIslandExpandedContent(regions: [first.resolvable])
  }

  /// Content built elsewhere, first.
  public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>)
    -> DynamicIslandExpandedContent<C>
  {
    first
  }

  /// The regions so far and one more.
  public static func buildPartialBlock<C0: View, C1: View>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
  ) -> DynamicIslandExpandedContent<TupleView<(C0, C1)>> {
    DynamicIslandExpandedContent(regions: accumulated.regions + [next.resolvable])
  }

  /// The regions so far and content built elsewhere.
  public static func buildPartialBlock<C0: View, C1: View>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
  ) -> DynamicIslandExpandedContent<TupleView<(C0, C1)>> {
    DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
  }
}

extension ActivityConfiguration {
  /// Creates the configuration from a Lock Screen view and Dynamic Island presentations.
  ///
  /// Both are built for each activity's context. The dashboard draws the Lock Screen view on
  /// the Lock Screen and the Dynamic Island at the top of every space.
  ///
  /// - Parameters:
  ///   - attributesType: The activity's attributes type.
  ///   - content: The Lock Screen presentation.
  ///   - dynamicIsland: The Dynamic Island presentations.
  public init<Content: View>(
    for attributesType: Attributes.Type = Attributes.self,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    self.init(for: attributesType, content: content)
    definition.presentsDynamicIsland = true
    definition.makeDynamicIsland = { record in
      guard let attributes = record.attributes as? Attributes,
        let state = record.state as? Attributes.ContentState
      else { return nil }
      return dynamicIsland(
        ActivityViewContext(
          attributes: attributes, state: state, activityID: record.id,
          isStale: record.activityState == .stale))
    }
  }
}
