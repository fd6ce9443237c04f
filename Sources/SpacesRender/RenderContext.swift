import Foundation
import SpacesEngine
import SpacesKit

/// What a render needs besides the engine state: theme, time, time zone, glyph mode.
package struct RenderContext: Sendable {
  /// The theme.
  package var theme: Theme
  /// The time the frame shows (from the engine's clock).
  package var now: Date
  /// The time zone the clocks show.
  package var timeZone: TimeZone
  /// Whether to draw ASCII only (the locale is not UTF-8).
  package var asciiOnly: Bool
  /// Whether the clock is virtual (the inspector says so).
  package var clockIsVirtual: Bool
  /// How the user-controlled clock runs (speed, paused), shown in the status bar and the
  /// inspector; `nil` when the clock can't be changed (headless renders, golden frames).
  package var clockRate: ClockRate?
  /// The engine's earliest deadline (where `.` jumps to), shown by the inspector beside the
  /// clock's speed.
  package var nextScheduledEvent: Date?
  /// The run loop's drawing counters, shown by the inspector; `nil` (headless renders, golden
  /// frames) shows none.
  package var statistics: RenderStatistics?
  /// Where the log file is (the inspector shows it); `nil` when nothing is logged to a file.
  package var logPath: String?
  /// The time on the unscaled presentation clock, which animations run on
  /// (`EngineClock.presentationNow()`); `nil`: `now`.
  package var presentationNow: Date?
  /// Whether motion is reduced (`SPACES_REDUCED_MOTION=1`, `--reduced-motion`): animations
  /// cross-fade instead of moving, as under iOS Reduce Motion.
  package var reducedMotion = false
  /// Whether the phone spaces draw the device outline around their canvas (`--frame`).
  package var deviceFrame = false
  /// The name of the theme the dashboard started with, while `t` has switched to another
  /// (the status area names the one shown); set by `DashboardRenderer`.
  package var startingThemeName: String?

  package init(
    theme: Theme, now: Date, timeZone: TimeZone = .current, asciiOnly: Bool = false,
    clockIsVirtual: Bool = false, statistics: RenderStatistics? = nil, logPath: String? = nil,
    clockRate: ClockRate? = nil, nextScheduledEvent: Date? = nil
  ) {
    self.nextScheduledEvent = nextScheduledEvent
    self.clockRate = clockRate
    self.theme = theme
    self.now = now
    self.timeZone = timeZone
    self.asciiOnly = asciiOnly
    self.clockIsVirtual = clockIsVirtual
    self.statistics = statistics
    self.logPath = logPath
  }

  /// The glyph for an SF Symbol.
  package func glyph(_ symbol: String) -> String {
    SymbolGlyphs.glyph(
      for: symbol, ascii: asciiOnly, overrides: theme.symbols, asciiOverrides: theme.asciiSymbols)
  }

  /// Calendar fields of `now` in the time zone.
  func components(_ date: Date? = nil) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.dateComponents(
      [.year, .month, .day, .weekday, .hour, .minute, .second], from: date ?? now)
  }

  static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// "9:41" for a date in the time zone (12-hour, as the iPhone shows it).
  func clockTime(_ date: Date? = nil) -> String {
    let c = components(date)
    let hour = (c.hour ?? 0) % 12 == 0 ? 12 : (c.hour ?? 0) % 12
    return String(hour) + ":" + NumberText.twoDigits(c.minute ?? 0)
  }

  /// "June 8" for a date in the time zone.
  func monthAndDay(_ date: Date? = nil) -> String {
    let c = components(date)
    return "\(Self.months[(c.month ?? 1) - 1]) \(c.day ?? 1)"
  }

  /// "9:41" now, as the status bar shows it.
  package var statusBarTime: String { clockTime() }

  /// "Monday, June 8".
  package var lockScreenDate: String {
    "\(Self.weekdays[(components().weekday ?? 1) - 1]), \(monthAndDay())"
  }
}
