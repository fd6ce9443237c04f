import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The numericText roll benchmark on its own: its figures, and what doesn't depend on the
/// build (frames drawn, bytes written, wakeups after the end; no timing thresholds here).
@MainActor
@Suite struct AnimationBenchmarkTests {
  @Test("a 2 s roll on the Home Screen: a few frames, at most 4 KB, nothing after the end")
  func rollFigures() async throws {
    let suite = BenchSuite(
      apps: SampleCatalog.apps, theme: try ThemeLoader.defaultTheme(), frames: 1, quick: true,
      executable: nil)
    let workspace = try BenchWorkspace(apps: suite.apps, theme: suite.theme)
    defer { workspace.remove() }
    var lines: [BenchLine] = []
    try await AnimationBenchmark.run(suite, in: workspace, report: { lines.append($0) })
    print(lines.map(\.description).joined(separator: "\n"))
    func value(_ name: String) -> Double? {
      for case .figure(name, let value, _, _) in lines { return value }
      return nil
    }
    // 128 → 387: the digits' look changes at a quarter (arriving in the free row below), at
    // half-way, at three quarters at most (leaving above) and at the end.
    let frames = try #require(value("animation.roll.frames"))
    #expect(frames >= 2 && frames <= 4)
    #expect(try #require(value("animation.roll.bytes")) <= 4096)
    #expect(value("animation.roll.wakeups_after_end") == 0)
    #expect(value("animation.roll.cpu_ms.median") != nil)
  }
}
