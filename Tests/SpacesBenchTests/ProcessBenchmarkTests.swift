import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The whole-process figures: `spaces snapshot` beside the floor program, both built next to
/// the test bundle, each reporting its own memory (not its parent's, which the kernel folds
/// into a spawned child's `ru_maxrss`).
@MainActor
@Suite struct ProcessBenchmarkTests {
  /// The directory with the `spaces` and `spaces-floor` executables of this build.
  static var productsDirectory: URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      if FileManager.default.isExecutableFile(
        atPath: directory.appendingPathComponent("spaces-floor").path)
      {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  @Test("a quick run prints the floor, our process, their ratios and where the memory is")
  func floorBesideOurs() async throws {
    let directory = try #require(Self.productsDirectory, "spaces-floor built beside the tests")
    let command = try #require(
      try BenchCommand.parseAsRoot(["--frames", "1", "--quick"]) as? BenchCommand)
    let executable = directory.appendingPathComponent("spaces")
    let suite = try command.suite(apps: SampleCatalog.apps, executable: executable)
    var lines: [BenchLine] = []
    try ProcessBenchmark.run(suite, executable: executable) { lines.append($0) }
    let figures = Dictionary(
      lines.compactMap { line -> (String, Double)? in
        guard case .figure(let name, let value, _, _) = line else { return nil }
        return (name, value)
      }, uniquingKeysWith: { first, _ in first })
    for name in [
      "startup.floor_process.median", "startup.process_snapshot.median",
      "startup.process_snapshot.ratio", "memory.peak_rss.floor_process",
      "memory.peak_rss.snapshot_process", "memory.peak_rss.snapshot_ratio",
      "memory.at_exit.snapshot_process.file", "memory.at_exit.snapshot_process.anonymous",
      "memory.at_exit.floor_process.file", "memory.at_exit.snapshot_process.map.binary",
      "memory.at_exit.floor_process.map.swift_runtime",
      "memory.at_exit.snapshot_process.map.anonymous", "memory.at_exit.floor_process.map.binary",
    ] {
      #expect(figures[name] != nil, "missing \(name): \(lines.map(\.description))")
    }
    // Each process's own figure: the floor's is far below this test process's peak, which a
    // figure from `wait4` or `getrusage(RUSAGE_CHILDREN)` would include.
    let floorMiB = try #require(figures["memory.peak_rss.floor_process"])
    let oursMiB = try #require(figures["memory.peak_rss.snapshot_process"])
    #expect(floorMiB > 1 && floorMiB < oursMiB)
    let ownMiB = Double(ProcessMemory.peakResidentKiB() ?? 0) / 1024
    #expect(floorMiB < ownMiB, "the floor's figure is its own, not this process's \(ownMiB)")
  }

  @Test("a report line reads as peak, anonymous and file KiB; a missing figure is zero")
  func exitMemoryLine() {
    let full = ProcessBenchmark.ExitMemory("40960 8192 32768\n")
    #expect(full.peak == 40960 && full.anonymous == 8192 && full.file == 32768)
    let short = ProcessBenchmark.ExitMemory("1234")
    #expect(short.peak == 1234 && short.anonymous == 0 && short.file == 0)
    #expect(ProcessBenchmark.ExitMemory("").peak == 0)
  }
}
