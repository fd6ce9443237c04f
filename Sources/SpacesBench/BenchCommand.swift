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

  func validate() throws {
    try OptionLimits.benchFrames.check(frames)
  }

  /// The suite these options describe.
  @MainActor
  func suite(apps: [HostedApp], executable: URL?) throws -> BenchSuite {
    BenchSuite(
      apps: apps, theme: try ThemeLoader.defaultTheme(), frames: frames, quick: quick,
      executable: executable)
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
