import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The podcast app's `IndexedEntity`: the episodes it indexes when its library changes are
/// found in the Siri / Spotlight bar, and open through its `OpenIntent`.
///
/// In the serialized `PodcastsTests` suite: the app's player is one object every test shares.
extension PodcastsTests {
  @Test("the episodes indexed at launch are found by show and host; Enter opens the episode")
  func spotlight() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)], size: TerminalSize(width: 100, height: 36))
    defer { pilot.close() }
    try await pilot.type("wait:1s")
    #expect(
      pilot.eventLines.contains("Spotlight: Podcasts indexed 3 items (3 in all)"),
      "\(pilot.eventLines)")
    try await pilot.type("/ text:'ana widg'")
    #expect(pilot.screen.contains("Spotlight"), "\(pilot.screen)")
    #expect(
      pilot.screen.contains("Widgets Everywhere — Swift by Night · Ana Ruiz"), "\(pilot.screen)")
    try await pilot.type("Down Enter wait:1s")
    // `OpenEpisodeIntent` is URL-representable: the app opens on the episode's URL.
    #expect(
      pilot.eventLines.contains("Podcasts: opened podcasts://episode/e42"), "\(pilot.eventLines)")
    try await pilot.type("Esc Esc i")
    #expect(pilot.screen.contains("Spotlight: 3 items from Podcasts"), "\(pilot.screen)")
  }
}
