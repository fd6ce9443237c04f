import ArgumentParser
import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesRender

/// `spaces bench`: frame, byte, startup, engine and memory figures, one `name: value unit`
/// line each.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the dashboard: one `name: value unit` line per figure.",
    discussion: """
      Figures: frame compose + diff per space at 200x60 and 80x24 (median, p99); bytes ncurses \
      writes per frame on a pseudo-terminal (a toggle, a countdown tick, a full repaint) and \
      their ratio to the changed cells' text; startup to first frame; engine throughput in a \
      reload storm, and the cost per reload with 100 and 10,000 controls installed; app code \
      time per call and per frame; peak memory. Lines starting with # are notes. Build with \
      -c release.
      """)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Timed frames per compose + diff figure, \(OptionLimits.benchFrames.valid) (1,000 or "
        + "more for p99)."))
  var frames = 1000

  @Flag(help: "Fewer runs for everything but the frames: a smoke test, not a measurement.")
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Measure only these topics, comma-separated: "
        + "\(BenchSuite.topics.joined(separator: ", ")) (`process`: the whole `spaces` "
        + "process, its startup ratio and memory).",
      valueName: "topics"))
  var only: String?

  /// `--only`'s topics; `nil` when every figure is measured.
  var onlyTopics: Set<String>? {
    only.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
  }

  func validate() throws {
    try OptionLimits.benchFrames.check(frames)
    if let topics = onlyTopics {
      let unknown = topics.subtracting(BenchSuite.topics).sorted()
      guard unknown.isEmpty, !topics.isEmpty else {
        throw ValidationError(
          "--only takes \(BenchSuite.topics.joined(separator: ", ")); got "
            + (unknown.isEmpty ? "nothing" : unknown.joined(separator: ", ")))
      }
    }
  }

  /// The suite these options describe.
  @MainActor
  func suite(apps: [HostedApp], executable: URL?) throws -> BenchSuite {
    BenchSuite(
      apps: apps, theme: try ThemeLoader.defaultTheme(), frames: frames, quick: quick,
      executable: executable, only: onlyTopics)
  }

  @MainActor
  func run() async throws {
    let suite: BenchSuite
    do {
      suite = try self.suite(apps: Dashboard.apps, executable: Bundle.main.executableURL)
    } catch {
      throw failWithDataError(error)
    }
    try await suite.run { line in
      FileHandle.standardOutput.write(Data("\(line)\n".utf8))
    }
  }
}
