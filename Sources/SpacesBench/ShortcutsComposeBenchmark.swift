import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Frame compose + diff of the Shortcuts space with 100 tiles at 200×60 — ten apps of ten App
/// Shortcuts each (the most an app's provider gives), each with a parameter summary, in ten
/// tile colours: `render.shortcuts_100.compose_diff.median` (and p99); the goal is 0.5 ms.
///
/// As `ComposeBenchmark`: the virtual clock moves one second between frames (outside the timed
/// part), and each frame is composed by `ScriptedSession.frame()` and diffed against the last.
@MainActor
enum ShortcutsComposeBenchmark {
  /// The size the figure is measured at.
  static let size = TerminalSize(width: 200, height: 60)

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let session = try await workspace.session(size: size)
    session.engine.send(.siri(.indexed(sources)))
    await session.press(.character(Space.shortcuts.key))
    // The focus in the middle: the grid scrolls to it.
    for _ in 0..<4 { await session.press(.down) }
    await session.advance(by: 1)
    let tiles = ShortcutsFeature.library(session.state).tiles.count
    report(.note("shortcuts bench: \(tiles) tiles"))
    let timed = await ComposeBenchmark.timedFrames(session, frames: suite.frames)
    report(.milliseconds("render.shortcuts_100.compose_diff.median", timed.samples.median))
    report(
      .milliseconds("render.shortcuts_100.compose_diff.p99", timed.samples.percentile(0.99)))
    if timed.changedCells < 0 { report(.note("impossible: \(timed.changedCells)")) }
  }

  /// Ten apps of ten shortcuts each, in ten tile colours.
  static var sources: [AppShortcutsSource] {
    (0..<10).map { app in
      AppShortcutsSource(
        app: "App \(app + 1)",
        shortcuts: (0..<10).map { index in
          AppShortcutsSource.Shortcut(
            title: "Shortcut \(app * 10 + index + 1) of the bench", systemImageName: "bolt",
            intent: IntentBox(BenchShortcutIntent()), phrases: [])
        },
        tileColor: ShortcutTileColor.allCases[app % ShortcutTileColor.allCases.count])
    }
  }
}

/// The benchmark's shortcut: one parameter, summarised.
private struct BenchShortcutIntent: AppIntent {
  static let title: LocalizedStringResource = "Bench Shortcut"
  @Parameter(title: "Count", default: 3) var count: Int
  static var parameterSummary: some ParameterSummary { Summary("Do it \(\.$count) times") }
  func perform() async throws -> some IntentResult { .result() }
}
