import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Frame compose + diff of the Dynamic Island expanding at 100×30: a delivery's Live Activity
/// compact in the island (`IslandBenchApp`), then `I`; each sample is the first frame after
/// the key, composed by `ScriptedSession.frame()` and diffed against the compact frame before
/// it: `render.island_compact_to_expanded.compose_diff.median` (and p99).
@MainActor
enum IslandComposeBenchmark {
  /// The size the figure is measured at.
  static let size = TerminalSize(width: 100, height: 30)

  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) async throws {
    let workspace = try BenchWorkspace(apps: IslandBenchApp.apps, theme: suite.theme)
    defer { workspace.remove() }
    let session = try await workspace.session(size: size)
    await session.press(.enter)  // Track Order: starts the activity
    for _ in 0..<20 where session.state.islandActivities.compact == nil {
      await session.advance(by: 0.1)
    }
    guard session.state.islandActivities.compact != nil else {
      return report(.note("island: the delivery's activity did not start; no figure"))
    }
    var samples = DurationSamples()
    var changedCells = 0
    let warmup = min(ComposeBenchmark.warmupFrames, suite.frames)
    for index in 0..<(warmup + suite.frames) {
      await session.advance(by: 1)
      let compact = session.frame()
      await session.press(.character("I"))
      let start = ContinuousClock.now
      let expanded = session.frame()
      let diff = FrameDiff(from: compact, to: expanded)
      let elapsed = ContinuousClock.now - start
      changedCells &+= diff.changedCells
      if index >= warmup { samples.append(elapsed) }
      await session.press(.escape)
    }
    report(
      .milliseconds("render.island_compact_to_expanded.compose_diff.median", samples.median))
    report(
      .milliseconds(
        "render.island_compact_to_expanded.compose_diff.p99", samples.percentile(0.99)))
    if changedCells <= 0 { report(.note("island: expanding changed no cells")) }
  }
}
