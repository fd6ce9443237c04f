import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The image benchmark reports its three figures (no timing thresholds: the goals are for
/// release benchmarks, not unit tests).
@MainActor
@Suite struct ImageBenchmarkTests {
  @Test("a quick run reports the first and cached draw and the catalog listing")
  func reportsFigures() throws {
    let suite = BenchSuite(
      apps: [], theme: try ThemeLoader.defaultTheme(), frames: 1, quick: true, executable: nil)
    var lines: [BenchLine] = []
    try ImageBenchmark.run(suite, report: { lines.append($0) })
    print(lines.map(\.description).joined(separator: "\n"))
    #expect(
      lines.compactMap(\.name) == [
        "images.decode_draw.first", "images.decode_draw.cached", "images.catalog_open.n100_ms",
      ])
  }
}
