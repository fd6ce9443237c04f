import Foundation
import SpacesKit

/// Live dates inside a view tree (a widget's, a Live Activity's): when their text next changes.
extension RedrawSchedule {
  /// The next date after `now` at which the text of a live date in `node` changes, if any:
  /// `Text(date, style: .timer)`, `.relative` and `.offset` each second (each minute once an
  /// hour or more away, where they show hours and minutes), `Text(timerInterval:…)` each second
  /// while it runs (from its start when it hasn't started, never when paused or finished);
  /// `.date` and `.time` never change by themselves.
  package static func nextLiveTextChange(in node: ViewNode, now: Date) -> Date? {
    var next: Date?
    node.forEachNode { child in
      guard case .text(let content) = child, let change = nextChange(of: content, now: now)
      else { return }
      if next.map({ change < $0 }) ?? true { next = change }
    }
    return next
  }

  /// When one text's content next changes after `now`.
  static func nextChange(of content: TextContent, now: Date) -> Date? {
    switch content {
    case .verbatim:
      return nil
    case .date(let date, let style):
      switch style {
      case .date, .time:
        return nil
      case .timer:
        return nextTick(anchor: date, now: now, step: 1)
      case .relative, .offset:
        let step: TimeInterval = abs(date.timeIntervalSince(now)) >= 3600 ? 60 : 1
        return nextTick(anchor: date, now: now, step: step)
      }
    case .timer(let interval, let pauseTime, _, _):
      guard pauseTime == nil, now < interval.upperBound else { return nil }
      if now < interval.lowerBound { return interval.lowerBound }
      let anchor = interval.upperBound
      let tick = nextTick(anchor: anchor, now: now, step: 1)
      return min(tick, interval.upperBound)
    }
  }

  /// The first date strictly after `now` on the lattice `anchor + k × step`.
  static func nextTick(anchor: Date, now: Date, step: TimeInterval) -> Date {
    let elapsed = now.timeIntervalSince(anchor)
    var tick = anchor.addingTimeInterval(((elapsed / step).rounded(.down) + 1) * step)
    if tick <= now { tick = tick.addingTimeInterval(step) }
    return tick
  }
}
