import SpacesEngine
import SpacesRender
import SpacesTerminal

extension MouseRouting {
  /// A click on a Lock Screen Live Activity banner: on its `✕` it dismisses the activity; on
  /// one of its Buttons, Toggles or Links it focuses and presses it; elsewhere on the banner it
  /// focuses and taps it (its `widgetURL` opens its app). Empty when no banner is under it.
  static func bannerActions(
    at mouse: MouseEvent, in state: DashboardState, context: RenderContext
  ) -> [DashboardAction] {
    let area = DashboardRenderer.areas(for: state).content
    func inside(_ rect: Rect) -> Bool {
      mouse.x >= rect.x && mouse.x < rect.maxX && mouse.y >= rect.y && mouse.y < rect.maxY
    }
    for placement in LockScreenView.bannerPlacements(state: state, in: area, context: context)
    where inside(placement.rect) {
      let id = placement.activity.id
      if inside(LockScreenView.dismissRect(ofBanner: placement.rect)) {
        return [.liveActivityBanners(.dismiss(id))]
      }
      let elements = LockScreenView.bannerElementRects(
        placement.activity, in: placement.rect, context: context)
      let stop = BannerFocus(activityID: id, element: elements.firstIndex(where: inside))
      return [.liveActivityBanners(.focus(stop)), .liveActivityBanners(.press(stop))]
    }
    return []
  }
}
