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
  /// The paired watch's card for an activity under a summary line, as wide as the panel allows
  /// (lit while `alert` is the activity's) and as high as `room` rows leave it: the card a leaf
  /// (`WatchSmartStackView`), and the rows the two take.
  func watchCard(
    _ activity: LiveActivityState, alert: ActivityAlert?, width: Int, room: Int
  ) -> (node: ViewNode, rows: Int) {
    let size = WatchSmartStackView.cardSize
    let cardWidth = min(size.width, width)
    let cardHeight = max(0, min(size.height, room - 1))
    let painter = painter
    let card = ViewNode.canvas(
      width: .fixed(cardWidth), height: .fixed(cardHeight), key: WatchCardKey(alert: alert)
    ) { rect, frame in
      WatchSmartStackView(painter: painter).draw(activity, alert: alert, in: rect, frame: &frame)
    }
    let summary = ViewNode.line(
      painter.truncate(WatchSmartStackView.summary(activity), to: width),
      style: painter.style(.secondary))
    return (.column(alignment: .leading, [summary, card]), 1 + cardHeight)
  }
}

/// What the watch card's leaf is told apart by when trees are compared (a kept layout is drawn
/// with the new tree's painting: `CanvasBinding`).
private struct WatchCardKey: Equatable, Sendable {
  var alert: ActivityAlert?
}
