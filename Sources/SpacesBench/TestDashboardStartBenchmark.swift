import Foundation
import SpacesDashboard
import SpacesEngine

/// What a SpacesTesting test pays to start its dashboard: a fresh state directory, a headless
/// session hosting one app, animations settled, the first frame, and the directory removed
/// (what `TestDashboard(bundle:)` and `close()` do; the bench can't link SpacesTesting, which
/// links XCTest).
///
/// `testing.dashboard_start.median` (and `.p99`) with the Caffeine sample app (a control and
/// a widget, as a typical app's bundle); the goal is ≤ 5 ms.
@MainActor
enum TestDashboardStartBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    guard let app = workspace.apps.first(where: { $0.name == "Caffeine" }) ?? workspace.apps.first
    else { return }
    var samples = DurationSamples()
    for _ in 0..<(suite.quick ? 5 : 40) {
      let start = ContinuousClock.now
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "spaces-testing-bench-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let session = await ScriptedSession(
        apps: [app], stateDirectory: directory, size: TerminalSize(width: 100, height: 30),
        theme: workspace.theme)
      session.loop.settlesAnimations = true
      _ = session.frame()
      try? FileManager.default.removeItem(at: directory)
      samples.append(ContinuousClock.now - start)
    }
    report(.milliseconds("testing.dashboard_start.median", samples.median))
    report(.milliseconds("testing.dashboard_start.p99", samples.percentile(0.99)))
  }
}
