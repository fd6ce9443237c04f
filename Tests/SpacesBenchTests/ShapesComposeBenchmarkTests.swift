import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The shapes compose figure runs on its own: eight widgets of shapes and gradients on the
/// Home Screen at 200×60. No timing threshold (the goal is for release `spaces bench`); the
/// figures are printed.
@MainActor
@Suite struct ShapesComposeBenchmarkTests {
  @Test("render.home_shapes.compose_diff reports a median and a p99 over a Home Screen of shapes")
  func reports() async throws {
    let suite = BenchSuite(
      apps: SampleCatalog.apps, theme: try ThemeLoader.defaultTheme(), frames: 50, quick: true,
      executable: nil)
    var lines: [BenchLine] = []
    try await ShapesComposeBenchmark.run(suite) { lines.append($0) }
    for line in lines { print(line) }
    #expect(
      lines.compactMap(\.name) == [
        "render.home_shapes.compose_diff.median", "render.home_shapes.compose_diff.p99",
      ])
  }
}
