import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@testable import SpacesBench
@testable import SpacesDashboard

/// The Siri bar benchmark with 1,000 phrases and 1,000 donations reports its figures (no
/// timing thresholds: the goal, 1 ms a key, is for release benchmarks, not unit tests).
@MainActor
@Suite struct SiriDonationsBenchmarkTests {
  @Test("a quick run reports opening the bar, a key and a backspace, and the Siri Suggestions")
  func reportsFigures() throws {
    let suite = BenchSuite(
      apps: [], theme: try ThemeLoader.defaultTheme(), frames: 1, quick: true, executable: nil)
    var lines: [BenchLine] = []
    SiriDonationsBenchmark.run(suite, report: { lines.append($0) })
    print(lines.map(\.description).joined(separator: "\n"))
    #expect(
      lines.compactMap(\.name) == [
        "siri.donations", "siri.match_1000.donations_1000.open.median",
        "siri.match_1000.donations_1000.keystroke.median",
        "siri.match_1000.donations_1000.keystroke.p99",
        "siri.match_1000.donations_1000.backspace.median",
      ])
  }
}
