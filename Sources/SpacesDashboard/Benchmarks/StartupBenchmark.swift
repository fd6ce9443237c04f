import SpacesEngine
import SpacesRender

/// Startup to first frame, headless, in this process: creating the `ScriptedSession` (engine,
/// apps launched, every control loaded and settled) up to the first rendered `Frame`.
///
/// `startup.first_frame.first` is the first run in the process (lazy initialization included);
/// `.median` is over every run. The theme is loaded once, before.
@MainActor
enum StartupBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    var samples = DurationSamples()
    var cells = 0
    for _ in 0..<(suite.quick ? 3 : 15) {
      let directory = try workspace.directory()
      let start = ContinuousClock.now
      let session = await ScriptedSession(
        apps: workspace.apps, stateDirectory: directory, size: BenchSuite.startupSize,
        theme: workspace.theme)
      let frame = session.frame()
      samples.append(ContinuousClock.now - start)
      cells &+= frame.cells.count
    }
    report(.milliseconds("startup.first_frame.first", samples.first))
    report(.milliseconds("startup.first_frame.median", samples.median))
    if cells < 0 { report(.note("impossible: \(cells)")) }
  }
}
