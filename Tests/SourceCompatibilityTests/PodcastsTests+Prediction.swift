import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The podcast app's `PredictableIntent`: once an episode played, Siri suggests playing it
/// again, named by the intent's prediction.
///
/// In the serialized `PodcastsTests` suite: the app's player is one object every test shares.
extension PodcastsTests {
  @Test("a run of a PredictableIntent is suggested with its prediction's title; Enter reruns it")
  func predicted() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)], size: TerminalSize(width: 100, height: 36))
    defer { pilot.close() }
    try await pilot.type("/")
    #expect(!pilot.screen.contains("Play Widgets Everywhere"), "nothing learnt yet")
    try await pilot.type("text:'Play an episode in Podcasts' Enter wait:1s 2 wait:1s")
    #expect(
      pilot.eventLines.contains("done Play Episode: Playing Widgets Everywhere."),
      "\(pilot.eventLines)")
    #expect(pilot.state.donations.predictedRuns.map(\.title) == ["Play Widgets Everywhere"])
    try await pilot.type("Esc wait:100ms /")
    #expect(pilot.screen.contains("Siri Suggestions"), "\(pilot.screen)")
    #expect(pilot.screen.contains("› Play Widgets Everywhere  (Podcasts)"), "\(pilot.screen)")
    try await pilot.type("Enter wait:1s")
    #expect(
      pilot.eventLines.filter { $0 == "done Play Episode: Playing Widgets Everywhere." }.count
        == 2, "run again with the episode it ran with, nothing asked\n\(pilot.eventLines)")
  }

  @Test("a failed run teaches nothing")
  func failedRun() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)], size: TerminalSize(width: 100, height: 36))
    defer { pilot.close() }
    try await pilot.type("/ text:'Play an episode in Podcasts' Enter wait:1s Esc wait:1s")
    #expect(pilot.state.donations.predictedRuns.isEmpty)
  }
}
