import Foundation
import SpacesEngine
import SpacesKit

extension WatchSmartStackView {
  /// The activity the inspector shows on the watch: the expanded island's, else on the Lock
  /// Screen the most relevant one.
  package static func inspected(_ state: DashboardState) -> LiveActivityState? {
    if case .island(let activity?) = state.topPresentation { return activity }
    return state.space == .lockScreen ? shown(state) : nil
  }

  /// The inspector's line about the watch card: which presentation it draws.
  package static func summary(_ activity: LiveActivityState) -> String {
    if activity.watch?.smallView != nil { return "watch: .small" }
    if activity.island != nil { return "watch: compact leading/trailing (no .small)" }
    return "watch: Lock Screen view (no .small, no island)"
  }
}

extension InspectorView {
  /// Draws the paired watch's card for an activity under a summary line, from row `y`, as
  /// wide as the panel allows (lit while `alert` is the activity's); returns the first free row.
  func drawWatchCard(
    _ activity: LiveActivityState, alert: ActivityAlert?, x: Int, y: Int, width: Int, maxY: Int,
    frame: inout Frame
  ) -> Int {
    frame.write(
      painter.truncate(WatchSmartStackView.summary(activity), to: width), x: x, y: y,
      style: painter.style(.secondary))
    let size = WatchSmartStackView.cardSize
    let rect = Rect(
      x: x, y: y + 1, width: min(size.width, width), height: min(size.height, maxY - y - 1))
    WatchSmartStackView(painter: painter).draw(activity, alert: alert, in: rect, frame: &frame)
    return rect.maxY
  }
}
