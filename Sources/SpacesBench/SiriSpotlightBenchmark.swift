import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// The Siri / Spotlight bar with 1,000 phrases, 1,000 donations and 1,000 indexed Spotlight
/// items: the cost of a key through the whole reducer, the Spotlight results included, as a
/// median and a 99th percentile, and how many results the typed text found.
enum SiriSpotlightBenchmark {
  /// The indexed items.
  static let itemCount = 1_000

  /// The dashboard of `SiriDonationsBenchmark` with 1,000 indexed episodes of 50 shows.
  static func state() -> DashboardState {
    var state = SiriDonationsBenchmark.state()
    state.spotlight.entries = (0..<itemCount).map { number in
      SpotlightEntry(
        SpotlightItem(
          app: "Podcasts", identifier: "e\(number)", entityType: "Podcasts.EpisodeEntity",
          entityTypeName: "Episode", title: "Episode \(number): Kind words, café talk",
          contentDescription: "Show \(number % 50) · Host \(number % 7)",
          keywords: ["podcast", "show \(number % 50)"], priority: number % 3))
    }
    return state
  }

  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) {
    // Phrases and items both match along the way ("Episode 25", "Kind", "cafe").
    let typed = "Episode 250 kind cafe talk with Meditation"
    let now = Date(timeIntervalSince1970: 2_000)
    let clock = ContinuousClock()
    var keystrokes = DurationSamples()
    var found = 0
    for _ in 0..<(suite.quick ? 1 : 5) {
      var state = state()
      _ = DashboardReducer.reduce(into: &state, action: .siri(.open), now: now)
      for character in typed {
        let started = clock.now
        _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
        keystrokes.append(clock.now - started)
        found = max(found, state.siri.bar?.spotlight.count ?? 0)
      }
    }
    report(.count("siri.spotlight_items", itemCount))
    report(
      .milliseconds(
        "siri.match_1000.donations_1000.spotlight_1000.keystroke.median", keystrokes.median))
    report(
      .milliseconds(
        "siri.match_1000.donations_1000.spotlight_1000.keystroke.p99",
        keystrokes.percentile(0.99)))
    if found == 0 { report(.note("siri: no Spotlight results from 1,000 indexed items")) }
  }
}
