import Foundation
import SpacesKit

/// The Lock Screen's keys for the Live Activity banners: `Tab` past the last control slot
/// enters the banners (`Shift-Tab` before the first slot enters them from the bottom), through
/// each banner and its elements and back to the slots; on a focused banner `Enter` (`Space`)
/// presses, `x` (`Delete`, `Backspace`) is the ✕, `Esc` and the arrows go back to the slots.
enum BannerKeys {
  /// Handles a command on the Lock Screen; returns whether it was the banners'.
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    guard state.space == .lockScreen, state.navigation.presentations.isEmpty,
      !state.editMode.isEditing
    else { return false }
    let stops = state.bannerStops
    guard let focus = state.focusedBanner, let index = stops.firstIndex(of: focus) else {
      // From the slots: past the last one (before the first one) into the banners.
      guard case .cycleFocus(let step) = command, !stops.isEmpty else { return false }
      let slots = state.lockScreenSlots.count
      let focusedSlot = state.navigation.lockScreenFocus
      if step > 0, slots == 0 || focusedSlot >= slots - 1 {
        context.send(.liveActivityBanners(.focus(stops.first)))
        return true
      }
      if step < 0, focusedSlot <= 0 {
        context.send(.liveActivityBanners(.focus(stops.last)))
        return true
      }
      return false
    }
    switch command {
    case .cycleFocus(let step):
      let next = index + (step > 0 ? 1 : -1)
      if stops.indices.contains(next) {
        context.send(.liveActivityBanners(.focus(stops[next])))
      } else {
        // Out of the banners: on to the first slot, or back to the last one.
        context.send(.liveActivityBanners(.focus(nil)))
        let slots = state.lockScreenSlots.count
        if slots > 0 { context.send(.navigation(.focusSlot(step > 0 ? 0 : slots - 1))) }
      }
    case .activate:
      context.send(.liveActivityBanners(.press(focus)))
    case .removeControl:
      context.send(.liveActivityBanners(.dismiss(focus.activityID)))
    case .cancel, .moveFocus:
      context.send(.liveActivityBanners(.focus(nil)))
    default:
      return false
    }
    return true
  }
}
