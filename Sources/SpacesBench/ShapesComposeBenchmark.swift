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
    let timed = await ComposeBenchmark.timedFrames(session, frames: suite.frames)
    report(.milliseconds("render.home_shapes.compose_diff.median", timed.samples.median))
    report(
      .milliseconds("render.home_shapes.compose_diff.p99", timed.samples.percentile(0.99)))
    if timed.changedCells < 0 { report(.note("impossible: \(timed.changedCells)")) }
  }
}
