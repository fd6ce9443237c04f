import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Frame compose + diff of a Home Screen of eight widgets drawn with shapes and gradients
/// (`ShapesBenchApp`) at 200×60: `render.home_shapes.compose_diff.median` (and p99).
///
/// As `ComposeBenchmark`: the virtual clock moves one second between frames (outside the timed
/// part), and each frame is composed by `ScriptedSession.frame()` and diffed against the last.
@MainActor
enum ShapesComposeBenchmark {
  /// The size the figure is measured at.
  static let size = TerminalSize(width: 200, height: 60)

  static func run(
    _ suite: BenchSuite, report: (BenchLine) -> Void
  ) async throws {
    let workspace = try BenchWorkspace(apps: ShapesBenchApp.apps, theme: suite.theme)
    defer { workspace.remove() }
    let session = try await workspace.session(size: size)
    for index in 0..<8 {
      _ = session.engine.addWidget(
        kind: ShapesBenchApp.kind, family: index % 3 == 2 ? .systemMedium : .systemSmall)
    }
    await session.press(.character(Space.homeScreen.key))
    await session.advance(by: 1)
    var previous = session.frame()
    var samples = DurationSamples()
    var changedCells = 0
    let warmup = min(ComposeBenchmark.warmupFrames, suite.frames)
    for index in 0..<(warmup + suite.frames) {
      await session.advance(by: 1)
      let start = ContinuousClock.now
      let frame = session.frame()
      let diff = FrameDiff(from: previous, to: frame)
      let elapsed = ContinuousClock.now - start
      changedCells &+= diff.changedCells
      if index >= warmup { samples.append(elapsed) }
      previous = frame
    }
    report(.milliseconds("render.home_shapes.compose_diff.median", samples.median))
    report(.milliseconds("render.home_shapes.compose_diff.p99", samples.percentile(0.99)))
    if changedCells < 0 { report(.note("impossible: \(changedCells)")) }
  }
}
