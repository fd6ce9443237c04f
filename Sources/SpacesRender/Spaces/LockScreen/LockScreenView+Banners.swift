import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// The rows the Live Activity banners stack between, as `draw` lays the Lock Screen out:
  /// under the date, the clock, the accessory widgets, the Now Playing panel and a wide
  /// screen's watch card, down to the row above the control slots' edit line.
  package static func bannerRows(
    state: DashboardState, in area: Rect, asciiOnly: Bool
  ) -> (top: Int, bottom: Int) {
    let slotsY = area.maxY - 3
    var y = area.y + (asciiOnly || area.height < 14 ? 3 : 5)
    let widgets = state.widgets.lockScreen
    y += widgets.count { $0.family == .accessoryInline }
    if widgets.contains(where: {
      $0.family == .accessoryCircular || $0.family == .accessoryRectangular
    }) {
      y += 6
    }
    if state.nowPlaying.isShown, y + NowPlayingView.height + 1 <= slotsY {
      y += NowPlayingView.height + 1
    }
    // A wide Lock Screen's paired watch card sits above the banners.
    if WatchSmartStackView.showsPanel(state, width: area.width) {
      y = max(y, WatchSmartStackView.panelRect(in: area).maxY + 1)
    }
    return (y, slotsY - 1)
  }

  /// The Live Activity banners as drawn on the Lock Screen, with their boxes (for clicks).
  package static func bannerPlacements(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [LiveActivityBannersView.Placement] {
    let rows = bannerRows(state: state, in: area, asciiOnly: context.asciiOnly)
    return LiveActivityBannersView.placements(
      state.displayedBanners, in: area, top: rows.top, bottom: rows.bottom,
      focused: state.focusedBanner?.activityID, renderer: ViewRenderer(context: context))
  }

  /// The cells of a banner's system dismiss button (`✕`) on its top border.
  package static func dismissRect(ofBanner box: Rect) -> Rect {
    Rect(x: box.maxX - 5, y: box.y, width: 3, height: 1)
  }

  /// The rectangles of a banner's Buttons, Toggles and Links as drawn in its box.
  package static func bannerElementRects(
    _ activity: LiveActivityState, in box: Rect, context: RenderContext
  ) -> [Rect] {
    let content = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard content.width > 0, content.height > 0 else { return [] }
    return ViewRenderer(context: context).layout(activity.view, in: content).controlRects
  }
}
