import Foundation
import SpacesDashboard
import SpacesStateServer

/// Whole-process figures: the `spaces` executable itself, run as `spaces snapshot` (headless,
/// the sample apps, to the first frame printed and exit).
///
/// - `startup.process_snapshot.median`: wall time from spawn to exit of
///   `spaces snapshot --space control-center --size 80x24` (process start, dynamic linking,
///   argument parsing, theme, engine, apps, first frame, printing, exit);
/// - `memory.peak_rss.snapshot_process`: the largest peak RSS of those children and of one
///   longer session (`--keys "1 Enter 2" --advance 10m` at 200×60), from `getrusage`.
///
/// Linux folds the peak of the memory a process had before `exec` into its `ru_maxrss`, and a
/// spawned child's memory before `exec` is the parent's. So this runs first, while the bench
/// itself is small, and the child figure is reported only when it exceeds the bench's own peak
/// at the time (otherwise a note says it could not be told apart).
@MainActor
enum ProcessBenchmark {
  static func run(
    _ suite: BenchSuite, executable: URL, report: (BenchLine) -> Void
  ) throws {
    let parentPeak = ProcessMemory.peakResidentKiB() ?? 0
    var samples = DurationSamples()
    for _ in 0..<(suite.quick ? 2 : 10) {
      let start = ContinuousClock.now
      let status = try spawn(
        executable, ["snapshot", "--space", "control-center", "--size", "80x24"])
      samples.append(ContinuousClock.now - start)
      guard status == 0 else {
        report(.note("startup.process_snapshot: spaces snapshot exited \(status)"))
        return
      }
    }
    report(.milliseconds("startup.process_snapshot.first", samples.first))
    report(.milliseconds("startup.process_snapshot.median", samples.median))
    let session = ["--keys", "1 Enter 2", "--advance", suite.quick ? "30s" : "10m"]
    let status = try spawn(
      executable, ["snapshot", "--space", "lock-screen", "--size", "200x60"] + session)
    guard status == 0, let peak = ProcessMemory.childrenPeakResidentKiB() else {
      report(.note("memory.peak_rss.snapshot_process: not measured (exit \(status))"))
      return
    }
    if peak > parentPeak {
      report(.mebibytes("memory.peak_rss.snapshot_process", kibibytes: peak))
    } else {
      report(
        .note(
          "memory.peak_rss.snapshot_process: not separable from the bench's own peak "
            + "(\(parentPeak / 1024) MiB), which the kernel folds into a spawned child's"))
    }
  }

  /// Runs the executable with its output discarded; returns its exit status.
  private static func spawn(_ executable: URL, _ arguments: [String]) throws -> Int32 {
    try ChildProcess.run(executable.path, arguments)
  }
}
