import Foundation
import SpacesDashboard
import SpacesStateServer

/// Whole-process figures: the `spaces` executable itself, run as `spaces snapshot` (headless,
/// the sample apps, to the first frame printed and exit), beside a floor measured in the same
/// run.
///
/// - `startup.floor_process.median`: wall time from spawn to exit of `spaces-floor`, a
///   Foundation program built beside `spaces` that formats one date and prints it (the
///   runtime's and Foundation's own start, ICU, a write, exit): what any Swift program here
///   costs;
/// - `startup.process_snapshot.median`: wall time from spawn to exit of
///   `spaces snapshot --space control-center --size 200x60` (process start, dynamic linking,
///   argument parsing, theme, engine, apps, first frame, printing, exit), the two programs
///   taking turns; `startup.process_snapshot.ratio` is it over the floor's;
/// - `memory.peak_rss.floor_process` and `memory.peak_rss.snapshot_process`: each process's
///   own peak RSS (its `VmHWM` as it exits: `PeakMemoryReport`), the latter the larger of the
///   snapshots and one longer session (`--keys "1 Enter 2" --advance 10m` at 200×60);
///   `memory.peak_rss.snapshot_ratio` is it over the floor's;
/// - `memory.at_exit.{snapshot,floor}_process.{file,anonymous}`: where the memory is as each
///   exits (the larger of its runs): file-backed pages (the binary, the Swift runtime,
///   Foundation, ICU's data) and anonymous ones (heap, stacks);
/// - `memory.at_exit.{snapshot,floor}_process.map.{binary,swift_runtime,foundation,icu,
///   system_libraries,anonymous}`: the same memory by the image it is in
///   (`ResidentMemoryMap`), and the binary's by part (`.map.binary.code`, `.read_only`,
///   `.writable`).
@MainActor
enum ProcessBenchmark {
  static func run(
    _ suite: BenchSuite, executable: URL, report: (BenchLine) -> Void
  ) throws {
    let floor = executable.deletingLastPathComponent().appendingPathComponent("spaces-floor")
    let hasFloor = FileManager.default.isExecutableFile(atPath: floor.path)
    if !hasFloor {
      report(.note("startup.floor_process: no spaces-floor beside \(executable.path)"))
    }
    let peakFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-bench-peak-\(getpid())").path
    defer {
      try? FileManager.default.removeItem(atPath: peakFile)
      try? FileManager.default.removeItem(atPath: peakFile + ".smaps")
    }
    var options = ChildProcess.Options()
    options.environment[PeakMemoryReport.environmentKey] = peakFile
    /// Runs a program to its end: its exit status and its memory figures (zeros if none).
    func measured(_ path: String, _ arguments: [String]) throws -> (
      status: Int32, memory: ExitMemory
    ) {
      try? FileManager.default.removeItem(atPath: peakFile)
      try? FileManager.default.removeItem(atPath: peakFile + ".smaps")
      let status = try ChildProcess.run(path, arguments, options: options)
      let written = (try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? ""
      var memory = ExitMemory(written)
      if let smaps = try? String(contentsOfFile: peakFile + ".smaps", encoding: .utf8) {
        memory.map = ResidentMemoryMap(
          smaps: smaps, executable: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
      }
      return (status, memory)
    }

    var ours = DurationSamples()
    var floors = DurationSamples()
    var oursPeak = ExitMemory()
    var floorPeak = ExitMemory()
    let snapshot = ["snapshot", "--space", "control-center", "--size", "200x60"]
    for _ in 0..<(suite.quick ? 2 : 10) {
      if hasFloor {
        let start = ContinuousClock.now
        let run = try measured(floor.path, [])
        floors.append(ContinuousClock.now - start)
        floorPeak.keepLarger(run.memory)
        guard run.status == 0 else {
          report(.note("startup.floor_process: spaces-floor exited \(run.status)"))
          return
        }
      }
      let start = ContinuousClock.now
      let run = try measured(executable.path, snapshot)
      ours.append(ContinuousClock.now - start)
      oursPeak.keepLarger(run.memory)
      guard run.status == 0 else {
        report(.note("startup.process_snapshot: spaces snapshot exited \(run.status)"))
        return
      }
    }
    if hasFloor { report(.milliseconds("startup.floor_process.median", floors.median)) }
    report(.milliseconds("startup.process_snapshot.first", ours.first))
    report(.milliseconds("startup.process_snapshot.median", ours.median))
    if hasFloor, floors.median > 0 {
      report(.ratio("startup.process_snapshot.ratio", ours.median / floors.median))
    }
    let session = ["--keys", "1 Enter 2", "--advance", suite.quick ? "30s" : "10m"]
    let long = try measured(
      executable.path, ["snapshot", "--space", "lock-screen", "--size", "200x60"] + session)
    guard long.status == 0 else {
      report(.note("memory.peak_rss.snapshot_process: not measured (exit \(long.status))"))
      return
    }
    oursPeak.keepLarger(long.memory)
    if hasFloor, floorPeak.peak > 0 {
      report(.mebibytes("memory.peak_rss.floor_process", kibibytes: floorPeak.peak))
    }
    guard oursPeak.peak > 0 else {
      report(.note("memory.peak_rss.snapshot_process: not measured (no /proc here)"))
      return
    }
    report(.mebibytes("memory.peak_rss.snapshot_process", kibibytes: oursPeak.peak))
    if hasFloor, floorPeak.peak > 0 {
      report(
        .ratio(
          "memory.peak_rss.snapshot_ratio", Double(oursPeak.peak) / Double(floorPeak.peak)))
    }
    for (name, memory) in [("snapshot_process", oursPeak), ("floor_process", floorPeak)]
    where memory.peak > 0 {
      report(.mebibytes("memory.at_exit.\(name).file", kibibytes: memory.file))
      report(.mebibytes("memory.at_exit.\(name).anonymous", kibibytes: memory.anonymous))
      for group in ResidentMemoryMap.Group.allCases {
        guard let kibibytes = memory.map.kibibytes[group] else { continue }
        report(
          .mebibytes("memory.at_exit.\(name).map.\(group.rawValue)", kibibytes: kibibytes))
      }
    }
  }

  /// A measured process's memory figures in KiB, as `PeakMemoryReport` writes them.
  struct ExitMemory {
    var peak = 0
    var anonymous = 0
    var file = 0
    /// The memory by image, from the process's `smaps` copy (empty without one).
    var map = ResidentMemoryMap()

    init() {}

    /// Reads "peak anonymous file"; missing figures are zero.
    init(_ line: String) {
      let numbers = line.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
      peak = numbers.count > 0 ? numbers[0] : 0
      anonymous = numbers.count > 1 ? numbers[1] : 0
      file = numbers.count > 2 ? numbers[2] : 0
    }

    /// Keeps each figure's larger value.
    mutating func keepLarger(_ other: ExitMemory) {
      peak = max(peak, other.peak)
      anonymous = max(anonymous, other.anonymous)
      file = max(file, other.file)
      map.keepLarger(other.map)
    }
  }
}
