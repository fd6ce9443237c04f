import SpacesDashboard
import SpacesEngine
import SpacesRender

/// Frame compose + diff of the Lock Screen on the phone canvas with the device outline
/// (`--frame`): the accessory widgets (inline in the date line, a circular one's ring, a
/// rectangular one), the Work Timer's Live Activity and the round slots, at 200×60 and 80×24:
/// `compose_diff.lock_screen_framed.<size>.median` (and p99); the goal is 0.5 ms. The plain
/// Lock Screen is `ComposeBenchmark`'s `compose_diff.lock_screen`.
@MainActor
enum LockScreenComposeBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    for size in BenchSuite.sizes {
      let session = try await workspace.session(size: size)
      session.loop.deviceFrame = true
      await session.press(.enter)  // the Work Timer: running, its Live Activity shown
      await session.press(.character(Space.lockScreen.key))
      let widgets = session.state.widgets.lockScreen.count
      report(.note("lock screen bench \(BenchSuite.name(size)): \(widgets) accessory widgets"))
      let timed = await ComposeBenchmark.timedFrames(session, frames: suite.frames)
      let name = "compose_diff.lock_screen_framed.\(BenchSuite.name(size))"
      report(.milliseconds("\(name).median", timed.samples.median))
      report(.milliseconds("\(name).p99", timed.samples.percentile(0.99)))
      if timed.changedCells < 0 { report(.note("impossible: \(timed.changedCells)")) }
    }
  }
}
