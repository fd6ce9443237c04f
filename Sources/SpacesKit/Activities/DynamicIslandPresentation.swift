import Foundation

/// A Live Activity's Dynamic Island with its views resolved: what the dashboard draws.
///
/// Built on the main actor from the app's `DynamicIsland` each time the activity changes, so
/// the engine's state holds plain values.
package struct DynamicIslandPresentation: Equatable, Sendable {
  /// One region of the expanded presentation.
  package struct Region: Equatable, Sendable {
    /// Where it sits: "leading", "trailing", "center" or "bottom".
    package var position: String
    /// Which region wins width when they compete (higher first).
    package var priority: Double
    /// The region's view.
    package var view: ViewNode

    package init(position: String, priority: Double, view: ViewNode) {
      self.position = position
      self.priority = priority
      self.view = view
    }
  }

  /// The compact presentation's leading view.
  package var compactLeading: ViewNode
  /// The compact presentation's trailing view.
  package var compactTrailing: ViewNode
  /// The minimal presentation's view.
  package var minimal: ViewNode
  /// The expanded presentation's regions, in the order built.
  package var expanded: [Region]
  /// The border's colour (`keylineTint(_:)`).
  package var keylineTint: Color?
  /// The URL a tap opens (`widgetURL(_:)`).
  package var url: URL?
  /// The content margins set per presentation, in order (later ones win).
  package var margins: [DynamicIslandMargin]

  package init(
    compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode,
    expanded: [Region], keylineTint: Color? = nil, url: URL? = nil,
    margins: [DynamicIslandMargin] = []
  ) {
    self.compactLeading = compactLeading
    self.compactTrailing = compactTrailing
    self.minimal = minimal
    self.expanded = expanded
    self.keylineTint = keylineTint
    self.url = url
    self.margins = margins
  }

  /// Every view of every presentation (to look for unsupported values and live dates).
  package var allViews: [ViewNode] {
    [compactLeading, compactTrailing, minimal] + expanded.map(\.view)
  }

  /// The margin, in points, on one edge of a presentation ("expanded", "compactLeading",
  /// "compactTrailing", "minimal"): the last `contentMargins` naming the edge, `nil` for the
  /// system's.
  package func margin(_ edge: Edge, for mode: String) -> Double?? {
    let bit: Int8 = 1 << edge.rawValue
    guard let set = margins.last(where: { $0.mode == mode && $0.edges & bit != 0 }) else {
      return nil
    }
    return .some(set.length)
  }
}

/// One `contentMargins(_:_:for:)` call on a `DynamicIsland`.
package struct DynamicIslandMargin: Equatable, Sendable {
  /// The presentation's name ("expanded", "compactLeading", "compactTrailing", "minimal").
  package var mode: String
  /// The edges (`Edge.Set`'s bits).
  package var edges: Int8
  /// The length in points; `nil`: the system's.
  package var length: Double?

  package init(mode: String, edges: Int8, length: Double?) {
    self.mode = mode
    self.edges = edges
    self.length = length
  }
}

extension DynamicIsland {
  /// The island with its views resolved.
  @MainActor
  package var presentation: DynamicIslandPresentation {
    DynamicIslandPresentation(
      compactLeading: views.compactLeading(), compactTrailing: views.compactTrailing(),
      minimal: views.minimal(),
      expanded: views.expanded.map {
        .init(position: $0.position.name, priority: $0.priority, view: $0.view())
      },
      keylineTint: keyline, url: url, margins: margins)
  }
}

extension ActivityDefinition {
  /// The activity's Dynamic Island, resolved (`nil`: the app built none).
  package func dynamicIsland(for record: ActivityRecord) -> DynamicIslandPresentation? {
    makeDynamicIsland?(record)?.presentation
  }
}
