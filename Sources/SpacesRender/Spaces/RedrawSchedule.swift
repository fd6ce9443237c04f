import Foundation
import SpacesEngine
import SpacesKit

/// When the screen next changes by itself: the renderer's own schedule, pure in
/// `(state, now)`, so the run loop arms a render-only timer and the reducer knows nothing of
/// what is visible.
///
/// The clock in the status bar and on the Lock Screen changes each minute; a visible countdown
/// (a Live Activity's timer on the Lock Screen or in the Dynamic Island) changes each second.
/// Nothing else moves, so an idle Control Center wakes once a minute.
public enum RedrawSchedule {
  /// The next date the frame for `state` differs from the one at `now`, if any.
  public static func nextRedraw(_ state: DashboardState, now: Date) -> Date? {
    guard !state.quitRequested else { return nil }
    let minute = Date(
      timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
    guard state.space != .controlCenter, let countdown = nextCountdownChange(state, now: now)
    else { return minute }
    return min(minute, countdown)
  }

  /// When the next visible countdown changes its text (whole seconds before its end).
  static func nextCountdownChange(_ state: DashboardState, now: Date) -> Date? {
    var next: Date?
    for activity in state.activities.values where !activity.hasEnded {
      for end in activity.liveDateEnds where end > now {
        let remaining = end.timeIntervalSince(now)
        let fraction = remaining - remaining.rounded(.down)
        let change = now + (fraction > 0 ? fraction : 1)
        if next == nil || change < next! { next = change }
      }
    }
    return next
  }
}
