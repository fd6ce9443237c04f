import Foundation
import SpacesKit

/// A Live Activity as the Lock Screen and Dynamic Island show it.
package struct LiveActivityState: Equatable, Sendable, Identifiable {
  package var id: String
  /// The attributes' type name.
  package var attributesType: String
  /// The Lock Screen view built by the app's `ActivityConfiguration`.
  package var view: ViewNode
  /// When it started.
  package var startDate: Date
  /// Which one the app prefers when several run (the most relevant shows first).
  package var relevanceScore: Double
  /// When its content goes stale.
  package var staleDate: Date?
  /// Whether its content is stale (the app's stale date passed without an update); its view
  /// was built with `context.isStale == true`.
  package var isStale: Bool
  /// Whether it has ended (shown until dismissed).
  package var hasEnded: Bool
  /// When an ended activity leaves the screen.
  package var dismissalDate: Date?
  /// The live dates in its view and its Dynamic Island (countdowns), for ticking.
  package var liveDateEnds: [Date]
  /// Its Dynamic Island presentations (`nil`: the app built none).
  package var island: DynamicIslandPresentation?
  /// What a paired watch's Smart Stack shows of it (`nil`: nothing known; the island's compact
  /// views under the attributes' name).
  package var watch: WatchPresentation?

  package init(
    id: String, attributesType: String, view: ViewNode, startDate: Date,
    relevanceScore: Double = 0, staleDate: Date?,
    isStale: Bool = false, hasEnded: Bool, dismissalDate: Date?,
    island: DynamicIslandPresentation? = nil, watch: WatchPresentation? = nil
  ) {
    self.id = id
    self.attributesType = attributesType
    self.view = view
    self.startDate = startDate
    self.relevanceScore = relevanceScore
    self.staleDate = staleDate
    self.isStale = isStale
    self.hasEnded = hasEnded
    self.dismissalDate = dismissalDate
    self.island = island
    self.watch = watch
    var ends: [Date] = []
    for node in [view] + (island?.allViews ?? []) + (watch?.smallView.map { [$0] } ?? []) {
      node.forEachNode { node in
        if case .text(.timer(let interval, nil, _, _)) = node, !ends.contains(interval.upperBound) {
          ends.append(interval.upperBound)
        }
      }
    }
    liveDateEnds = ends
  }

  /// Whether the content is stale at a date (marked stale, or its stale date passed).
  package func isStale(at now: Date) -> Bool {
    if isStale { return true }
    guard let staleDate else { return false }
    return now >= staleDate
  }
}
