import Foundation
import SpacesKit

/// What `Tab` focuses in a Lock Screen Live Activity banner: the banner itself (`Enter` opens
/// its app with its `widgetURL`) or one of its `Button(intent:)`, `Toggle(isOn:intent:)` or
/// `Link` elements (`Enter` presses it).
package struct BannerFocus: Hashable, Sendable {
  /// The activity whose banner has the focus.
  package var activityID: String
  /// The focused element, by index into the banner view's `interactiveElements` (`nil`: the
  /// banner itself).
  package var element: Int?

  package init(activityID: String, element: Int? = nil) {
    self.activityID = activityID
    self.element = element
  }
}

extension DashboardState {
  /// The Lock Screen's banners in the order they are stacked: the most relevant first (the
  /// app's `relevanceScore`), then in the order they started.
  package var orderedBanners: [LiveActivityState] {
    activities.values.enumerated().sorted {
      ($0.element.relevanceScore, -$0.offset) > ($1.element.relevanceScore, -$1.offset)
    }.map(\.element)
  }

  /// Where `Tab` stops in the banners, top to bottom: each banner, then its elements.
  package var bannerStops: [BannerFocus] {
    orderedBanners.flatMap { activity in
      [BannerFocus(activityID: activity.id)]
        + activity.view.interactiveElements.indices.map {
          BannerFocus(activityID: activity.id, element: $0)
        }
    }
  }

  /// The focused banner stop, while it is still on the Lock Screen (an activity that left
  /// drops the focus back to the slots).
  package var focusedBanner: BannerFocus? {
    guard space == .lockScreen, let focus = liveActivityBanners.focus,
      let activity = activities[focus.activityID]
    else { return nil }
    guard let element = focus.element else { return focus }
    let count = activity.view.interactiveElements.count
    return count == 0
      ? BannerFocus(activityID: focus.activityID)
      : BannerFocus(activityID: focus.activityID, element: min(element, count - 1))
  }
}
