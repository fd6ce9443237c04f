import Foundation
import SpacesEngine
import SpacesKit

/// When the screen next changes by itself: the renderer's own schedule, pure in
/// `(state, now)`, so the run loop arms a render-only timer and the reducer knows nothing of
/// what is visible.
///
/// What moves with time alone: the clock in the status bar and on the Lock Screen (each
/// minute), the inspector's clock (each second, while the panel shows), a visible countdown (a
/// Live Activity's timer on the Lock Screen or in the Dynamic Island) and the focused control's
/// "retry in Ns" (each second). Everything else changes only with state, so an idle Control
/// Center wakes once a minute.
package enum RedrawSchedule {
  /// The next date the frame for `state` differs from the one at `now`, if any.
  package static func nextRedraw(_ state: DashboardState, now: Date) -> Date? {
    guard !state.quitRequested else { return nil }
    let seconds = now.timeIntervalSince1970
    var next = Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60 + 60)
    func consider(_ date: Date?) {
      if let date, date < next { next = date }
    }
    if DashboardRenderer.areas(for: state).panel != nil {
      consider(Date(timeIntervalSince1970: seconds.rounded(.down) + 1))
    }
    if state.space == .controlCenter {
      consider(state.focusedControl?.retryAt.flatMap { countdownChange(to: $0, now: now) })
      // A reload still running when its working badge is due.
      for control in state.controls.controlCenter {
        if let badge = ControlTile.workingBadgeDate(control), badge > now { consider(badge) }
      }
    } else {
      for activity in state.activities.values where !activity.hasEnded {
        for end in activity.liveDateEnds { consider(countdownChange(to: end, now: now)) }
        consider(nextLiveTextChange(in: activity.view, now: now))
      }
    }
    consider(nextWidgetLiveTextChange(state, now: now))
    if let item = state.nowPlaying.item, item.isPlaying, item.rate > 0,
      state.space == .controlCenter || state.space == .lockScreen
    {
      // The elapsed time shows whole seconds: the next one it reaches.
      let elapsed = item.elapsed(at: now)
      if item.duration.map({ elapsed < $0 }) ?? true {
        let step = ((elapsed + 1).rounded(.down) - elapsed) / item.rate
        consider(now + max(step, 0.001))
      }
    }
    return next
  }

  /// When a countdown to `end` shown in whole seconds next changes its text: the next whole
  /// second before `end` that lies strictly after `now` (a fraction too small to move a `Date`
  /// skips to the following second, so the schedule always moves forward).
  static func countdownChange(to end: Date, now: Date) -> Date? {
    guard end > now else { return nil }
    let remaining = end.timeIntervalSince(now)
    var seconds = remaining.rounded(.down)
    if seconds == remaining { seconds -= 1 }
    var change = end - seconds
    if change <= now { change = end - (seconds - 1) }
    return change <= end ? change : nil
  }
}
