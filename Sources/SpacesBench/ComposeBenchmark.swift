import SpacesDashboard
import SpacesEngine
import SpacesRender

/// Frame compose + diff: `ScriptedSession.frame()` (which is `DashboardRenderer.render`) and
/// `FrameDiff` against the previous frame, per space and size.
///
/// Each space gets a fresh session with the Work Timer running, so the Lock Screen counts down
/// and the tiles show it; between frames the virtual clock moves one second (outside the
/// timed part), so every frame is composed from a new time and diffed for real.
@MainActor
enum ComposeBenchmark {
  /// The frames composed, untimed, before the timed ones.
  static let warmupFrames = 20

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    var changedCells = 0
    for size in BenchSuite.sizes {
      for space in Space.allCases {
        let session = try await workspace.session(size: size)
        await session.press(.enter)  // the Work Timer: running
        await session.press(.character(space.key))
        let timed = await timedFrames(session, frames: suite.frames)
        changedCells &+= timed.changedCells
        let samples = timed.samples
        let name = "compose_diff.\(BenchSuite.name(space)).\(BenchSuite.name(size))"
        report(.milliseconds("\(name).median", samples.median))
        report(.milliseconds("\(name).p99", samples.percentile(0.99)))
      }
    }
    // Keep the diffs observable so no optimizer can drop them.
    if changedCells < 0 { report(.note("impossible: \(changedCells)")) }
  }

  /// Composes and diffs `frames` frames a virtual second apart (after up to `warmupFrames`
  /// untimed ones), timing compose + diff only: the samples, the last frame and the cells the
  /// diffs changed (kept so no optimizer drops them).
  static func timedFrames(_ session: ScriptedSession, frames: Int) async -> (
    samples: DurationSamples, last: Frame, changedCells: Int
  ) {
    var previous = session.frame()
    var samples = DurationSamples()
    var changedCells = 0
    let warmup = min(warmupFrames, frames)
    for index in 0..<(warmup + frames) {
      await session.advance(by: 1)
      let start = ContinuousClock.now
      let frame = session.frame()
      let diff = FrameDiff(from: previous, to: frame)
      let elapsed = ContinuousClock.now - start
      changedCells &+= diff.changedCells
      if index >= warmup { samples.append(elapsed) }
      previous = frame
    }
    return (samples, previous, changedCells)
  }
}
