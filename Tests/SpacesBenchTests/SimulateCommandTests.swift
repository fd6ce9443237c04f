import Foundation
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// `spaces simulate`: widget instances through the real reducer and budget under a virtual
/// clock. Counts, not timings (the wall-time goals are for release runs).
@MainActor
@Suite struct SimulateCommandTests {
  @Test("a day of eight widgets: timelines switch, the greedy widget meets the budget")
  func day() {
    let result = WidgetSimulation(widgets: 8, duration: 86_400).run()
    // Two of each: game, dragon, ticker, greedy.
    #expect(result.entrySwitches > 0)
    #expect(result.reloadsDenied > 0)
    #expect(result.reloadsDeferred == 0)
    // Never more counted reloads than the budget allows: 50 per widget, plus the 8 first loads.
    #expect(result.reloadsGranted <= 8 * 50 + 8)
    // The ticker reloads each hour: at least 24 a day for each of the two.
    #expect(result.reloadsGranted >= 2 * 24)
    for line in result.lines(widgets: 8, duration: 86_400) {
      #expect(
        line.range(of: BenchCommandTests.figurePattern, options: .regularExpression) != nil,
        "malformed: \(line)")
    }
  }

  /// What one day of a number of widgets counted, measured with the lazy-deletion scheduler
  /// before the indexed heap replaced it.
  struct PinnedDay: Sendable {
    var widgets: Int
    var counts: [Int]  // events, entry switches, reloads granted, denied, deferred
  }

  @Test(
    "the counts are pinned: a faster scheduler or reducer must simulate exactly the same day",
    arguments: [
      PinnedDay(widgets: 8, counts: [629, 189, 219, 2, 0]),
      PinnedDay(widgets: 40, counts: [3129, 937, 1091, 10, 0]),
      PinnedDay(widgets: 1000, counts: [77420, 23012, 27079, 250, 0]),
    ])
  func pinnedCounts(day: PinnedDay) {
    let result = WidgetSimulation(widgets: day.widgets, duration: 86_400).run()
    #expect(
      [
        result.events, result.entrySwitches, result.reloadsGranted, result.reloadsDenied,
        result.reloadsDeferred,
      ] == day.counts)
  }

  @Test("Developer Mode lifts the budget: nothing denied, more reloads")
  func developerMode() {
    let budgeted = WidgetSimulation(widgets: 8, duration: 6 * 3600).run()
    var simulation = WidgetSimulation(widgets: 8, duration: 6 * 3600)
    simulation.developerMode = true
    let free = simulation.run()
    #expect(free.reloadsDenied == 0)
    #expect(free.reloadsGranted > budgeted.reloadsGranted)
  }

  @Test("the command parses --widgets and --duration, and rejects a bad duration")
  func parsing() throws {
    let command = try #require(
      try SimulateCommand.parseAsRoot(["--widgets", "10", "--duration", "2h"])
        as? SimulateCommand)
    #expect(command.widgets == 10)
    #expect(SimulateCommand.seconds(command.duration) == 7200)
    #expect(throws: (any Error).self) {
      try SimulateCommand.parseAsRoot(["--duration", "soon"])
    }
  }

  @Test(
    "out-of-range counts and durations exit 64 naming the range (100,000,000 widgets took 7.6 GB)",
    arguments: [
      (["--widgets", "100000000"], "--widgets must be from 0 to 1,000,000, got 100000000"),
      (["--widgets", "-1"], "--widgets must be from 0 to 1,000,000, got -1"),
      (["--duration", "99999999999h"], "--duration must be from 0s to 31 days, got 99999999999h"),
      (["--duration", "-5"], "--duration '-5' is not a duration like 24h, 90m or 30s"),
      (["--duration", "inf"], "--duration must be from 0s to 31 days, got inf"),
      (["--daily-limit", "-3"], "--daily-limit must be from 0 to 10,000, got -3"),
    ])
  func limits(arguments: [String], message: String) {
    do {
      _ = try SimulateCommand.parseAsRoot(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(SimulateCommand.exitCode(for: error).rawValue == 64)
      #expect(SimulateCommand.message(for: error).contains(message), "\(error)")
    }
  }
}
