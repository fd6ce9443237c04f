import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The Siri bar benchmark with 1,000 indexed Spotlight items besides the phrases and donations
/// reports its figures (no timing thresholds: the goal, 1 ms a key, is for release benchmarks).
@MainActor
@Suite struct SiriSpotlightBenchmarkTests {
  @Test("a quick run reports a key's cost with 1,000 indexed items, and finds some")
  func reportsFigures() throws {
    let suite = BenchSuite(
      apps: [], theme: try ThemeLoader.defaultTheme(), frames: 1, quick: true, executable: nil)
    var lines: [BenchLine] = []
    SiriSpotlightBenchmark.run(suite, report: { lines.append($0) })
    print(lines.map(\.description).joined(separator: "\n"))
    #expect(
      lines.compactMap(\.name) == [
        "siri.spotlight_items",
        "siri.match_1000.donations_1000.spotlight_1000.keystroke.median",
        "siri.match_1000.donations_1000.spotlight_1000.keystroke.p99",
      ])
  }
}
