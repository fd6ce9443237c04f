import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Frame compose + diff of a full Home Screen: the hosted apps' widgets with twenty more apps
/// (icons drawn as tiles in their colours, two pages, the dock, the page dots) at 200×60 and
/// 80×24, and StandBy at both: `render.home_screen_icons.compose_diff.<size>.median` (and
/// p99), `render.home_screen_standby.compose_diff.<size>.median`; the goal is 0.5 ms.
///
/// As `ComposeBenchmark`: the virtual clock moves one second between frames (outside the timed
/// part), and each frame is composed by `ScriptedSession.frame()` and diffed against the last.
@MainActor
enum HomeScreenComposeBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    for size in BenchSuite.sizes {
      let session = await ScriptedSession(
        apps: suite.apps + extraApps, stateDirectory: try workspace.directory(), size: size,
        theme: suite.theme)
      await session.press(.character(Space.homeScreen.key))
      let grid = HomeScreenGrid(state: session.state)
      if size == BenchSuite.sizes[0] {
        report(
          .note(
            "home screen bench: \(session.state.homeScreenApps.apps.count) apps, "
              + "\(grid.pageCount) pages"))
      }
      var changedCells = 0
      for (mode, key) in [("icons", nil), ("standby", KeyEvent.character("Y"))] {
        if let key { await session.press(key) }
        let timed = await ComposeBenchmark.timedFrames(session, frames: suite.frames)
        changedCells &+= timed.changedCells
        let name = "render.home_screen_\(mode).compose_diff.\(BenchSuite.name(size))"
        report(.milliseconds("\(name).median", timed.samples.median))
        report(.milliseconds("\(name).p99", timed.samples.percentile(0.99)))
      }
      if changedCells < 0 { report(.note("impossible: \(changedCells)")) }
    }
  }

  /// Twenty apps with no widgets, no icon set and no shortcuts: each a tile with its initial.
  static var extraApps: [HostedApp] {
    (1...20).map { number in
      HostedApp(name: "App \(number)", makeEntries: { [] })
    }
  }
}
