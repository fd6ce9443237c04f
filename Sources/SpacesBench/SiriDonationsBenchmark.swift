import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// The Siri bar with 1,000 phrases and 1,000 donations: the cost of a key through the whole
/// reducer (the bar's edit, the live suggestions, the Find actions, the state copies), of
/// opening the bar (the "Siri Suggestions" picked from the donations) and of the key that
/// empties the field again (the suggestions shown), each a median.
enum SiriDonationsBenchmark {
  /// The donations: as many as the engine keeps.
  static let donationCount = DonationsFeature.limit

  /// Plays an episode.
  private struct PlayIntent: AppIntent {
    static let title: LocalizedStringResource = "Play"
    @Parameter(title: "Episode") var episode: String
    init() {}
    init(_ episode: String) { self.episode = episode }
    func perform() async throws -> some IntentResult { .result() }
  }

  /// A dashboard with the 1,000-phrase index and 1,000 donations of distinct intents.
  static func state() -> DashboardState {
    var state = DashboardState()
    state.siri.index = PhraseMatchBenchmark.index()
    state.donations.donations = (0..<donationCount).map { number in
      IntentDonation(
        id: IntentDonationIdentifier(), intent: IntentBox(PlayIntent("Episode \(number)")),
        date: Date(timeIntervalSince1970: TimeInterval(number)))
    }
    return state
  }

  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) {
    let typed = "Strat a Kind 250 session with Meditation"
    let now = Date(timeIntervalSince1970: 2_000)
    let clock = ContinuousClock()
    var open = DurationSamples()
    var keystrokes = DurationSamples()
    var emptied = DurationSamples()
    var shown = 0
    for _ in 0..<(suite.quick ? 1 : 5) {
      var state = state()
      var started = clock.now
      _ = DashboardReducer.reduce(into: &state, action: .siri(.open), now: now)
      open.append(clock.now - started)
      for character in typed {
        started = clock.now
        _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
        keystrokes.append(clock.now - started)
      }
      for _ in typed {
        started = clock.now
        _ = DashboardReducer.reduce(into: &state, action: .key(.backspace), now: now)
        emptied.append(clock.now - started)
      }
      shown += state.siri.bar?.siriSuggestions.count ?? 0
    }
    report(.count("siri.donations", donationCount))
    report(.milliseconds("siri.match_1000.donations_1000.open.median", open.median))
    report(.milliseconds("siri.match_1000.donations_1000.keystroke.median", keystrokes.median))
    report(
      .milliseconds("siri.match_1000.donations_1000.keystroke.p99", keystrokes.percentile(0.99)))
    report(.milliseconds("siri.match_1000.donations_1000.backspace.median", emptied.median))
    if shown == 0 { report(.note("siri: no Siri Suggestions from 1,000 donations")) }
  }
}
