import Foundation
import SpacesKit

/// Turns text content into the characters shown at a time: literal text, or a live date.
package enum TextFormatter {
  /// The text shown for content at `now`.
  package static func string(_ content: TextContent, context: RenderContext) -> String {
    switch content {
    case .verbatim(let text):
      return text
    case .timer(let interval, let pauseTime, let countsDown, let showsHours):
      let at = pauseTime ?? context.now
      let seconds: TimeInterval
      if countsDown {
        seconds = interval.upperBound.timeIntervalSince(max(at, interval.lowerBound))
      } else {
        seconds = min(at, interval.upperBound).timeIntervalSince(interval.lowerBound)
      }
      return duration(max(0, seconds), showsHours: showsHours, countsDown: countsDown)
    case .date(let date, let style):
      switch style {
      case .timer:
        let delta = date.timeIntervalSince(context.now)
        return duration(abs(delta), showsHours: true, countsDown: delta > 0)
      case .relative:
        return relative(abs(date.timeIntervalSince(context.now)))
      case .offset:
        let delta = date.timeIntervalSince(context.now)
        return (delta >= 0 ? "+" : "-") + relative(abs(delta))
      case .time:
        let morning = (context.components(date).hour ?? 0) < 12
        return "\(context.clockTime(date)) \(morning ? "AM" : "PM")"
      case .date:
        return "\(context.monthAndDay(date)), \(context.components(date).year ?? 0)"
      }
    }
  }

  /// "24:59", or "1:02:03" past an hour when hours show. A countdown shows the whole seconds
  /// left, rounded up (25:00 for the whole first second, 0:01 until the end, as iOS counts
  /// down); a count-up shows the whole seconds elapsed.
  package static func duration(
    _ interval: TimeInterval, showsHours: Bool, countsDown: Bool = false
  ) -> String {
    let total = Int(interval.rounded(countsDown ? .up : .down))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    if showsHours, hours > 0 {
      return String(hours) + ":" + NumberText.twoDigits(minutes) + ":"
        + NumberText.twoDigits(seconds)
    }
    return String(total / 60) + ":" + NumberText.twoDigits(seconds)
  }

  /// "2 min, 10 sec" / "1 hr, 5 min".
  static func relative(_ interval: TimeInterval) -> String {
    let total = Int(interval.rounded(.down))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    if hours > 0 { return "\(hours) hr, \(minutes) min" }
    if minutes > 0 { return "\(minutes) min, \(seconds) sec" }
    return "\(seconds) sec"
  }

  /// The abbreviated form text under `minimumScaleFactor` below 1 falls back to when it doesn't
  /// fit (a terminal can't shrink glyphs): units shortened and list commas dropped, "2 hr, 5
  /// min" → "2h 5m", "2 min, 10 sec" → "2m 10s", "+3 minutes" → "+3m"; other text unchanged.
  package static func compact(_ text: String) -> String {
    // Every form it shortens starts with a space.
    guard text.utf8.contains(UInt8(ascii: " ")) else { return text }
    var result = text
    for (long, short) in [
      (" hours", "h"), (" hour", "h"), (" hr", "h"), (" minutes", "m"), (" minute", "m"),
      (" min", "m"), (" seconds", "s"), (" second", "s"), (" sec", "s"),
    ] {
      result = result.replacingOccurrences(of: long, with: short)
    }
    return result.replacingOccurrences(of: ", ", with: " ")
  }
}
