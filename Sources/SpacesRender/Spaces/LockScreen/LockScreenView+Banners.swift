import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// The rows the Live Activity banners stack between, as `draw` lays the Lock Screen out:
  /// under the date, the clock and the accessory widgets, down to the row above the Now
  /// Playing panel (or the slots' edit line).
  package static func bannerRows(
    state: DashboardState, in area: Rect, asciiOnly: Bool, deviceFrame: Bool = false
  ) -> (top: Int, bottom: Int) {
    LockScreenLayout(state: state, in: area, asciiOnly: asciiOnly, deviceFrame: deviceFrame)
      .bannerRows
  }

  /// The Live Activity banners as drawn on the Lock Screen, with their boxes (for clicks).
  package static func bannerPlacements(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [LiveActivityBannersView.Placement] {
    let layout = LockScreenLayout(
      state: state, in: area, asciiOnly: context.asciiOnly, deviceFrame: context.deviceFrame)
    return LiveActivityBannersView.placements(
      state.displayedBanners, in: layout.canvas.rect, top: layout.bannerRows.top,
      bottom: layout.bannerRows.bottom, focused: state.focusedBanner?.activityID,
      renderer: ViewRenderer(context: context))
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
