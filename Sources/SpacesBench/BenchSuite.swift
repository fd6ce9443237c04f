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

  /// Runs every benchmark, reporting each line as soon as it is known.
  func run(report: (BenchLine) -> Void) async throws {
    #if DEBUG
      report(.note("debug build: build with -c release for figures that mean anything"))
    #endif
    report(
      .note(
        "spaces bench: \(frames) frames per compose figure\(quick ? ", quick" : ""); "
          + "bytes via ncurses on a pseudo-terminal, TERM=xterm-256color"))
    let workspace = try BenchWorkspace(apps: apps, theme: theme)
    defer { workspace.remove() }
    if let executable {
      try ProcessBenchmark.run(self, executable: executable, report: report)
      try await IdleProcessBenchmark.run(self, executable: executable, report: report)
    }
    try await StartupBenchmark.run(self, in: workspace, report: report)
    try await TestDashboardStartBenchmark.run(self, in: workspace, report: report)
    try await MemoryBenchmark.run(self, in: workspace, report: report)
    try await ComposeBenchmark.run(self, in: workspace, report: report)
    try await LockScreenComposeBenchmark.run(self, in: workspace, report: report)
    try await ShapesComposeBenchmark.run(self, report: report)
    try await ImagesComposeBenchmark.run(self, report: report)
    try await IslandComposeBenchmark.run(self, report: report)
    try await WidgetGalleryBenchmark.run(self, in: workspace, report: report)
    try await ShortcutsComposeBenchmark.run(self, in: workspace, report: report)
    try await HomeScreenComposeBenchmark.run(self, in: workspace, report: report)
    try await ByteBenchmark.run(in: workspace, report: report)
    try await AnimationBenchmark.run(self, in: workspace, report: report)
    try await ThroughputBenchmark.run(self, in: workspace, report: report)
    try await AppCodeBenchmark.run(self, in: workspace, report: report)
    try await PushBenchmark.run(self, in: workspace, report: report)
    try await PushFloodBenchmark.run(self, in: workspace, report: report)
    PhraseMatchBenchmark.run(self, report: report)
    SiriDonationsBenchmark.run(self, report: report)
    SiriSpotlightBenchmark.run(self, report: report)
    try ImageBenchmark.run(self, report: report)
    LargeWidgetLayoutBenchmark.run(self, report: report)
    // The bench's own peak before the reload storm's 10,000 controls, which report theirs.
    if let peak = ProcessMemory.peakResidentKiB() {
      report(.mebibytes("memory.peak_rss.bench", kibibytes: peak))
    }
    try await ReloadScaleBenchmark.run(self, in: workspace, report: report)
    try await WidgetReloadScaleBenchmark.run(self, in: workspace, report: report)
    try await LayoutScaleBenchmark.run(self, in: workspace, report: report)
  }

  /// A space as a figure name: `control_center`.
  nonisolated static func name(_ space: Space) -> String {
    space.rawValue.replacingOccurrences(of: "-", with: "_")
  }

  /// A size as a figure name: `200x60`.
  nonisolated static func name(_ size: TerminalSize) -> String { "\(size.width)x\(size.height)" }
}
