import SpacesDashboard
import SpacesEngine
import SpacesRender

/// Startup to first frame, headless, in this process: creating the `ScriptedSession` (engine,
/// apps launched, every control loaded and settled) up to the first rendered `Frame`.
///
/// `startup.first_frame.first` is the first run in the process (lazy initialization included);
/// `.median` is over every run. The theme is loaded once, before. `startup.log_file.*` is what
/// the interactive run adds for its log file (open, start line, the first events).
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

    // What the interactive run adds for its log file: opening <state-dir>/spaces.log, the
    // start line, and writing the events of a started session (the install and first reloads).
    var logSamples = DurationSamples()
    for _ in 0..<(suite.quick ? 3 : 15) {
      let directory = try workspace.directory()
      let session = await ScriptedSession(
        apps: workspace.apps, stateDirectory: directory, size: BenchSuite.startupSize,
        theme: workspace.theme)
      let start = ContinuousClock.now
      let log = try SessionLog(stateDirectory: directory)
      log.logger.info("start", metadata: ["state": "\(directory.path)"])
      log.events(session.state.events)
      logSamples.append(ContinuousClock.now - start)
    }
    report(.microseconds("startup.log_file.first", logSamples.first * 1000))
    report(.microseconds("startup.log_file.median", logSamples.median * 1000))
    if cells < 0 { report(.note("impossible: \(cells)")) }
  }
}
