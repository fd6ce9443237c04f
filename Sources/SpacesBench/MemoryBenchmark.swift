import SpacesDashboard
import SpacesEngine
import SpacesRender

/// Peak memory of a dashboard with the sample apps, in this process.
///
/// Runs one session at the large size the way a person would: the Work Timer toggled on,
/// every space visited, the inspector opened, then the Lock Screen left counting down while
/// the virtual clock moves (ten minutes, a frame per second; 30 s with `--quick`). Then
/// `memory.peak_rss.dashboard_session` is the process's `VmHWM`: the Swift runtime, Foundation
/// and the bench's own earlier work (the startup runs) included, so it is an upper bound.
@MainActor
enum MemoryBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let session = try await workspace.session(size: BenchSuite.sizes[0])
    var cells = 0
    await session.press(.enter)
    for space in Space.allCases {
      await session.press(.character(space.key))
      cells &+= session.frame().cells.count
    }
    await session.press(.character("i"))
    await session.press(.character(Space.lockScreen.key))
    for _ in 0..<(suite.quick ? 30 : 600) {
      await session.advance(by: 1)
      cells &+= session.frame().cells.count
    }
    if let peak = ProcessMemory.peakResidentKiB() {
      report(.mebibytes("memory.peak_rss.dashboard_session", kibibytes: peak))
    } else {
      report(.note("memory.peak_rss.dashboard_session: no /proc/self/status here"))
    }
    if cells < 0 { report(.note("impossible: \(cells)")) }
  }
}
