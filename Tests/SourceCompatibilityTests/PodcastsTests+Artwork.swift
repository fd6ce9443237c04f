import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The podcast app's artwork in the Now Playing tile: an `MPMediaItemArtwork` from a cover the
/// app cached in its app group.
///
/// In the serialized `PodcastsTests` suite: the app's player is one object every test shares.
extension PodcastsTests {
  @Test("the artwork draws as a square of half-block pixels left of the title")
  func artwork() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)], size: TerminalSize(width: 100, height: 36))
    defer { pilot.close() }
    let folder = try #require(
      pilot.engine.host.containerURL(forGroup: "group.com.example.podcasts")
    ).appendingPathComponent("Artwork", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A cover: red on the left half, blue on the right.
    try TestImages.png(width: 16, height: 16) { x, _ in x < 8 ? (255, 0, 0, 255) : (0, 0, 255, 255)
    }
    .write(to: folder.appendingPathComponent("e41.png"))
    try await pilot.type("1 Enter wait:1s")
    let item = try #require(pilot.state.nowPlaying.item)
    #expect(item.hasArtwork)
    #expect(item.artwork != nil)
    let lines = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let titleRow = try #require(lines.firstIndex { $0.contains("♪ Actors in Practice") })
    let title = lines[titleRow]
    let titleColumn = try #require(title.range(of: "♪")).lowerBound
    // The square's cells sit left of the title, on its row: half blocks or full blocks.
    let square = title[..<titleColumn].suffix(12)
    #expect(
      square.contains { "▀▄█".contains($0) }, "artwork left of the title\n\(pilot.screen)")
    #expect(
      !pilot.eventLines.contains { $0.contains("MPMediaItemPropertyArtwork") },
      "nothing is reported as not supported\n\(pilot.eventLines)")
  }

  @Test("without a cached cover the tile draws no square")
  func noArtwork() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)], size: TerminalSize(width: 100, height: 36))
    defer { pilot.close() }
    try await pilot.type("1 Enter wait:1s")
    #expect(pilot.state.nowPlaying.item?.artwork == nil)
  }
}
