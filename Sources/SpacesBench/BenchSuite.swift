import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesRender

/// `spaces bench`: measures the real code paths and reports one line per figure.
///
/// In order: (when the executable is known) the whole `spaces snapshot` process's startup and
/// peak memory, startup to first frame in this process, peak memory of a dashboard session,
/// frame compose + diff, bytes per frame through ncurses, the engine's reload-storm
/// throughput, the app code time per call and per frame, push latency (a `spaces push` process
/// and two devices through the state server) and idle wakeups with the push socket open, a
/// flood of pushes (frames per second, memory before and after), the bench's peak memory, the
/// engine's cost per reload with 100 and 10,000 controls installed (and the peak memory with
/// them), the same for widgets, and startup per control with layouts of 100 and 1,000 controls
/// (and one of 100,000, past the limit). Every figure comes from the code the dashboard runs:
/// `ScriptedSession`/`Engine` in manual mode with a `VirtualClock`, `DashboardRenderer`,
/// `FrameDiff`, and the ncurses session of `NcursesTerminal` (through `CursesByteMeter`). Times
/// come from `ContinuousClock`.
@MainActor
struct BenchSuite {
  /// The sizes frames are measured at: large, and the classic terminal.
  static let sizes = [TerminalSize(width: 200, height: 60), TerminalSize(width: 80, height: 24)]
  /// The size of the startup and throughput sessions (the tmux tests' size).
  static let startupSize = TerminalSize(width: 100, height: 30)

  /// The apps the dashboard hosts.
  var apps: [HostedApp]
  /// The theme frames are drawn with.
  var theme: Theme
  /// Timed frames per compose + diff figure.
  var frames: Int
  /// Fewer runs everywhere but the frames: a smoke test rather than a measurement.
  var quick: Bool
  /// The `spaces` executable for the whole-process figures; `nil` leaves them out.
  var executable: URL?
  /// The topics to measure (`--only`), from `topics`; `nil` measures everything.
  var only: Set<String>? = nil

  /// What `--only` can name: the first word of the figures' names, and `process` for the
  /// whole `spaces` process (`startup.process_snapshot…`, `memory.peak_rss.…_process`,
  /// `memory.at_exit…`, `idle.process…`, `memory.session_process…`).
  nonisolated static let topics = [
    "animation", "bytes", "compose_diff", "engine", "frame", "idle", "images", "memory", "process",
    "push", "render", "siri", "startup", "testing", "widget_gallery",
  ]

  /// Whether a benchmark reporting figures on any of `topics` runs.
  func includes(_ topics: String...) -> Bool {
    guard let only else { return true }
    return topics.contains { only.contains($0) }
  }

  /// Runs every benchmark, reporting each line as soon as it is known.
  func run(report: (BenchLine) -> Void) async throws {
    #if DEBUG
      report(.note("debug build: build with -c release for figures that mean anything"))
    #endif
    report(
      .note(
        "spaces bench: \(frames) frames per compose figure\(quick ? ", quick" : ""); "
          + "bytes via ncurses on a pseudo-terminal, TERM=xterm-256color"
          + (only.map { "; only \($0.sorted().joined(separator: ","))" } ?? "")))
    let workspace = try BenchWorkspace(apps: apps, theme: theme)
    defer { workspace.remove() }
    if let executable {
      if includes("process", "startup", "memory") {
        try ProcessBenchmark.run(self, executable: executable, report: report)
      }
      if includes("process", "idle", "memory") {
        try await IdleProcessBenchmark.run(self, executable: executable, report: report)
      }
    }
    if includes("startup") {
      try await StartupBenchmark.run(self, in: workspace, report: report)
    }
    if includes("testing") {
      try await TestDashboardStartBenchmark.run(self, in: workspace, report: report)
    }
    if includes("memory") {
      try await MemoryBenchmark.run(self, in: workspace, report: report)
    }
    if includes("compose_diff") {
      try await ComposeBenchmark.run(self, in: workspace, report: report)
    }
    if includes("compose_diff") {
      try await LockScreenComposeBenchmark.run(self, in: workspace, report: report)
    }
    if includes("render") {
      try await ShapesComposeBenchmark.run(self, report: report)
    }
    if includes("render", "startup") {
      try await ImagesComposeBenchmark.run(self, report: report)
    }
    if includes("render") {
      try await IslandComposeBenchmark.run(self, report: report)
    }
    if includes("render", "widget_gallery") {
      try await WidgetGalleryBenchmark.run(self, in: workspace, report: report)
    }
    if includes("render") {
      try await ShortcutsComposeBenchmark.run(self, in: workspace, report: report)
    }
    if includes("render") {
      try await HomeScreenComposeBenchmark.run(self, in: workspace, report: report)
    }
    if includes("bytes") {
      try await ByteBenchmark.run(in: workspace, report: report)
    }
    if includes("animation") {
      try await AnimationBenchmark.run(self, in: workspace, report: report)
    }
    if includes("engine") {
      try await ThroughputBenchmark.run(self, in: workspace, report: report)
    }
    if includes("engine", "frame") {
      try await AppCodeBenchmark.run(self, in: workspace, report: report)
    }
    if includes("push", "idle") {
      try await PushBenchmark.run(self, in: workspace, report: report)
    }
    if includes("push") {
      try await PushFloodBenchmark.run(self, in: workspace, report: report)
    }
    if includes("siri") {
      PhraseMatchBenchmark.run(self, report: report)
    }
    if includes("siri") {
      SiriDonationsBenchmark.run(self, report: report)
    }
    if includes("siri") {
      SiriSpotlightBenchmark.run(self, report: report)
    }
    if includes("images") {
      try ImageBenchmark.run(self, report: report)
    }
    if includes("render") {
      LargeWidgetLayoutBenchmark.run(self, report: report)
    }
    // The bench's own peak before the reload storm's 10,000 controls, which report theirs (in a
    // whole run only: a part of the bench peaks lower).
    if only == nil, let peak = ProcessMemory.peakResidentKiB() {
      report(.mebibytes("memory.peak_rss.bench", kibibytes: peak))
    }
    if includes("engine", "memory") {
      try await ReloadScaleBenchmark.run(self, in: workspace, report: report)
    }
    if includes("engine") {
      try await WidgetReloadScaleBenchmark.run(self, in: workspace, report: report)
    }
    if includes("startup") {
      try await LayoutScaleBenchmark.run(self, in: workspace, report: report)
    }
  }

  /// A space as a figure name: `control_center`.
  nonisolated static func name(_ space: Space) -> String {
    space.rawValue.replacingOccurrences(of: "-", with: "_")
  }

  /// A size as a figure name: `200x60`.
  nonisolated static func name(_ size: TerminalSize) -> String { "\(size.width)x\(size.height)" }
}
