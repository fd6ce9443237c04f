import ArgumentParser
import Foundation
import SpacesDashboard
import SpacesEngine

/// `spaces simulate`: widget instances through the real reducer and budget under a virtual
/// clock, no terminal; one `name: value unit` line per figure.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run widget timelines and the refresh budget under a virtual clock.",
    discussion: """
      Runs N widget instances (the game's healing timeline, the dragon's .after(2h), a \
      15-minute ticker, a greedy .after(now) that the budget reins in; the game app reloading \
      every 4 hours) through the dashboard's reducer for a simulated duration and prints \
      events, entry switches, reloads granted, denied and deferred, and wall_s. Build with \
      -c release.
      """)

  /// `--widgets`: a million widgets take about 90 s of CPU a simulated day.
  static let widgetLimit = OptionRange("--widgets", 0...1_000_000, format: OptionLimits.number)
  /// `--duration`, in seconds: the budget's window is a day, a month shows every pattern.
  static let durationLimit = OptionRange(
    "--duration", 0...(31 * 86_400), format: DurationText.describe)
  /// `--daily-limit`: WidgetKit grants 40 to 70.
  static let dailyLimitRange = OptionRange(
    "--daily-limit", 0...10_000, format: OptionLimits.number)

  @Option(
    parsing: .unconditional,
    help: "How many widget instances, \(Self.widgetLimit.valid).")
  var widgets = 1000

  @Option(
    parsing: .unconditional,
    help: "The simulated duration: 24h, 90m, 3600s, or seconds; \(Self.durationLimit.valid).")
  var duration = "24h"

  @Option(
    parsing: .unconditional,
    help: "Counted reloads allowed per widget in 24 h, \(Self.dailyLimitRange.valid).")
  var dailyLimit = 50

  @Flag(help: "Developer Mode: no budget.")
  var developerMode = false

  func validate() throws {
    try Self.widgetLimit.check(widgets)
    guard let seconds = Self.seconds(duration) else {
      throw ValidationError(
        "--duration '\(duration)' is not a duration like 24h, 90m or 30s "
          + "(\(Self.durationLimit.valid))")
    }
    try Self.durationLimit.check(seconds, given: duration)
    try Self.dailyLimitRange.check(dailyLimit)
  }

  /// Parses "24h", "90m", "30s" or plain seconds.
  static func seconds(_ text: String) -> TimeInterval? {
    let units: [Character: Double] = ["h": 3600, "m": 60, "s": 1]
    if let last = text.last, let unit = units[last], let value = Double(text.dropLast()), value >= 0
    {
      return value * unit
    }
    return Double(text).flatMap { $0 >= 0 ? $0 : nil }
  }

  func run() throws {
    let seconds = Self.seconds(duration) ?? 0
    var simulation = WidgetSimulation(widgets: widgets, duration: seconds)
    simulation.developerMode = developerMode
    simulation.budget.dailyLimit = dailyLimit
    let result = simulation.run()
    for line in result.lines(widgets: widgets, duration: seconds) { print(line) }
  }
}
