import Foundation

/// Durations as the errors and help write them: `31 days`, `2h`, `90s`.
package enum DurationText {
  /// The shortest exact spelling: whole days, hours, minutes, else seconds.
  package static func describe(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return "\(seconds)" }
    if seconds >= 86_400, seconds.truncatingRemainder(dividingBy: 86_400) == 0 {
      let days = seconds / 86_400
      return "\(OptionLimits.number(days)) day\(days == 1 ? "" : "s")"
    }
    for (unit, size) in [("h", 3600.0), ("m", 60.0)]
    where seconds >= size && seconds.truncatingRemainder(dividingBy: size) == 0 {
      return "\(OptionLimits.number(seconds / size))\(unit)"
    }
    return "\(OptionLimits.number(seconds))s"
  }
}
