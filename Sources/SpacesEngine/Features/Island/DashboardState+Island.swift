import Foundation
import SpacesKit

extension DashboardState {
  /// The activities the Dynamic Island shows, as iOS splits it: the most relevant one compact
  /// (the highest `relevanceScore`, then the earliest start), the next one minimal in a
  /// detached circle. Only running activities that built a Dynamic Island count.
  package var islandActivities: (compact: LiveActivityState?, minimal: LiveActivityState?) {
    let shown = activities.values.enumerated().filter {
      !$0.element.hasEnded && $0.element.island != nil
    }
    .sorted { lhs, rhs in
      let (a, b) = (lhs.element, rhs.element)
      if a.relevanceScore != b.relevanceScore { return a.relevanceScore > b.relevanceScore }
      if a.startDate != b.startDate { return a.startDate < b.startDate }
      return lhs.offset < rhs.offset
    }.map(\.element)
    return (shown.first, shown.dropFirst().first)
  }

  /// The activity whose island is expanded, while it is (and still running).
  package var expandedIslandActivity: LiveActivityState? {
    island.expanded.flatMap { activities[$0] }.flatMap { $0.island == nil ? nil : $0 }
  }
}
