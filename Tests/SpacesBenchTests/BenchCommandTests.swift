import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// `spaces bench` output is machine-readable: one `name: value unit` line per figure, `# ` for
/// notes. No timing thresholds here: the goals are for release benchmarks, not unit tests.
@MainActor
@Suite struct BenchCommandTests {
  /// `name: value` or `name: value unit`: a lowercase dotted name, a number, an optional unit.
  static let figurePattern = #"^[a-z0-9_]+(\.[a-z0-9_]+)*: -?[0-9]+(\.[0-9]+)?( [A-Za-z/]+)?$"#

  @Test("a tiny --frames 20 --quick run prints well-formed name: value unit lines")
  func quickRunPrintsWellFormedLines() async throws {
    let command = try #require(
      try BenchCommand.parseAsRoot(["--frames", "20", "--quick"]) as? BenchCommand)
    #expect(command.frames == 20)
    #expect(command.quick)
    let suite = try command.suite(apps: SampleCatalog.apps, executable: nil)

    var lines: [BenchLine] = []
    try await suite.run { lines.append($0) }
    let text = lines.map(\.description)

    for line in text where !line.hasPrefix("# ") {
      #expect(
        line.range(of: Self.figurePattern, options: .regularExpression) != nil,
        "malformed: \(line)")
    }
    let names = lines.compactMap(\.name)
    #expect(Set(names).count == names.count, "every figure once")
    for expected in [
      "compose_diff.control_center.200x60.median", "compose_diff.lock_screen.80x24.p99",
      "compose_diff.action_button.200x60.median", "render.home_shapes.compose_diff.median",
      "compose_diff.lock_screen_framed.200x60.median", "compose_diff.lock_screen_framed.80x24.p99",
      "render.home_images.compose_diff.median", "images.catalog_open.n100_ms",
      "render.shortcuts_100.compose_diff.median", "compose_diff.shortcuts.80x24.median",
      "render.home_screen_icons.compose_diff.200x60.median",
      "render.home_screen_standby.compose_diff.80x24.median",
      "startup.catalog_100.first_frame",
      "bytes.toggle.200x60",
      "bytes.toggle.200x60.ratio", "bytes.countdown_tick.80x24.changed_cells_utf8",
      "bytes.full_repaint.control_center.80x24", "startup.first_frame.median",
      "testing.dashboard_start.median",
      "engine.reload_storm.actions_per_s", "engine.reload_storm.per_reload_us.n100",
      "engine.reload_storm.per_reload_us.n1000", "engine.reload_storm.per_reload_ratio",
      "engine.app_code.calls", "engine.app_code.per_call_us", "frame.app_code_us_per_frame",
      "memory.peak_rss.bench", "memory.peak_rss.reload_storm", "push.listener_start",
      "idle.loop_wakeups.with_push_socket.per_1s", "idle.loop_wakeups.without_push_socket.per_1s",
      "push.flood.pushes_sent", "push.flood.pushes_answered", "push.flood.frames_per_second.max",
      "push.flood.next_push_reply", "push.flood.memory.before", "push.flood.memory.after",
      "push.flood.memory.growth", "render.large_widget.layout",
      "render.island_compact_to_expanded.compose_diff.median",
      "render.widget_gallery_open.compose_diff.median", "widget_gallery.snapshots_all.p99",
    ] {
      #expect(names.contains(expected), "missing \(expected)")
    }
    for expected in [
      "animation.roll.frames", "animation.roll.cpu_ms.median", "animation.roll.bytes",
      "animation.roll.wakeups_after_end",
    ] {
      #expect(names.contains(expected), "missing \(expected)")
    }
    #expect(text.contains("animation.roll.wakeups_after_end: 0 wakeups"))
    #expect(text.contains { $0.hasPrefix("engine.widgets_1000x24h.cpu_s: ") })
    #expect(
      text.contains { $0.hasPrefix("# app code (control content, Live Activity views) runs") })
    #expect(
      !text.contains { $0.hasPrefix("# engine.reload_storm.n") }, "every storm reload ran")
    #expect(!names.contains { $0.hasPrefix("startup.process_snapshot") }, "no executable given")
    #expect(text.contains("# push.latency, two_devices.flip: not measured (no spaces executable)"))
  }

  @Test(
    "--frames outside 1–100,000 (zero, negative, a billion) exits 64 naming the range",
    arguments: ["0", "-5", "1000000000"])
  func rejectsFramesOutOfRange(frames: String) {
    do {
      _ = try BenchCommand.parseAsRoot(["--frames", frames])
      Issue.record("--frames \(frames) parsed")
    } catch {
      #expect(BenchCommand.exitCode(for: error).rawValue == 64)
      #expect(
        BenchCommand.message(for: error).contains("--frames must be from 1 to 100,000, got"),
        "\(BenchCommand.message(for: error))")
    }
  }

  @Test("--only runs the benchmarks of the topics named and nothing else")
  func onlyRunsTheTopicsNamed() async throws {
    let command = try #require(
      try BenchCommand.parseAsRoot(["--frames", "1", "--quick", "--only", "siri,images"])
        as? BenchCommand)
    #expect(command.onlyTopics == ["siri", "images"])
    let suite = try command.suite(apps: SampleCatalog.apps, executable: nil)
    var lines: [BenchLine] = []
    try await suite.run { lines.append($0) }
    let names = lines.compactMap(\.name)
    #expect(names.contains("siri.match_1000.keystroke.median"))
    #expect(names.contains("images.catalog_open.n100_ms"))
    #expect(names.allSatisfy { $0.hasPrefix("siri.") || $0.hasPrefix("images.") }, "\(names)")
  }

  @Test("--only with a topic the bench doesn't have exits 64 naming the topics")
  func rejectsUnknownTopics() {
    do {
      _ = try BenchCommand.parseAsRoot(["--only", "process,speed"])
      Issue.record("--only speed parsed")
    } catch {
      #expect(BenchCommand.exitCode(for: error).rawValue == 64)
      #expect(BenchCommand.message(for: error).contains("got speed"))
    }
  }

  @Test func formatsFiguresAndNotes() {
    #expect(BenchLine.milliseconds("a.b", 0.12345).description == "a.b: 0.123 ms")
    #expect(BenchLine.ratio("a.ratio", 1.5).description == "a.ratio: 1.50")
    #expect(BenchLine.microseconds("a.us", 12.345).description == "a.us: 12.35 us")
    #expect(BenchLine.count("a.bytes", 812, unit: "B").description == "a.bytes: 812 B")
    #expect(BenchLine.mebibytes("m", kibibytes: 15_360).description == "m: 15.0 MiB")
    #expect(BenchLine.note("later").description == "# later")
  }

  @Test func summarizesSamples() {
    var samples = DurationSamples()
    for milliseconds in 1...100 { samples.append(.milliseconds(milliseconds)) }
    #expect(samples.median == 50.5)
    #expect(samples.percentile(0.99) == 99)
    #expect(samples.first == 1)
  }

  @Test("--stats lines are well formed too")
  func statisticsLines() {
    var statistics = RunStatistics()
    statistics.terminal.framesDrawn = 4
    statistics.terminal.bytesWritten = 1_000
    statistics.terminalEvents = 3
    statistics.renderWakeups = 4
    let lines = statistics.lines(peakResidentKiB: 20_480).map(\.description)
    #expect(lines.contains("stats.bytes.per_frame: 250.0 B"))
    #expect(lines.contains("stats.wakeups: 7"))
    #expect(lines.contains("stats.memory.peak_rss: 20.0 MiB"))
    for line in lines {
      #expect(line.range(of: Self.figurePattern, options: .regularExpression) != nil, "\(line)")
    }
  }
}
