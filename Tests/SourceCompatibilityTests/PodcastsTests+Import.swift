import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The podcast app's file intent and sectioned episode picker, asked for in the Siri bar.
///
/// In the serialized `PodcastsTests` suite: the app's player is one object every test shares.
extension PodcastsTests {
  private func launchForImport() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)],
      size: TerminalSize(width: 100, height: 36))
  }

  /// A folder holding an OPML export and a photo, removed when the test ends.
  private final class Exports {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "podcast-exports-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let opml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0"><body>
          <outline text="Swift by Night" type="rss" xmlUrl="https://example.com/sbn.xml"/>
          <outline text="Widget Weekly" type="rss" xmlUrl="https://example.com/ww.xml"/>
        </body></opml>
        """
      try Data(opml.utf8).write(to: url.appendingPathComponent("subscriptions.opml"))
      try Data([0xFF, 0xD8, 0xFF]).write(to: url.appendingPathComponent("photo.jpg"))
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  }

  @Test("an IntentFile parameter is asked for as a path; a file of another type is refused")
  func importOPML() async throws {
    let exports = try Exports()
    let pilot = try await launchForImport()
    defer { pilot.close() }
    try await pilot.type("/ text:'Import subscriptions into Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Which OPML file?"), "\(pilot.screen)")
    try await pilot.type("text:'\(exports.path("photo.jpg"))' Enter wait:1s")
    #expect(
      pilot.screen.contains("'photo.jpg' is a JPEG image, not XML text"),
      "\(pilot.screen)")
    // Asked again with an empty field, as Siri asks again.
    try await pilot.type("text:'\(exports.path("subscriptions.opml"))' Enter wait:1s")
    #expect(
      pilot.eventLines.contains(
        "done Import Subscriptions: Subscribed to 2 shows from subscriptions.opml."),
      "\(pilot.eventLines)")
  }

  @Test("a query's IntentItemCollection sections head the Siri bar's list of choices")
  func sectionedPicker() async throws {
    let pilot = try await launchForImport()
    defer { pilot.close() }
    try await pilot.type("/ text:'Play an episode in Podcasts' Enter wait:1s")
    let screen = pilot.screen
    let upNext = try #require(screen.range(of: "Up Next"), "\(screen)")
    let first = try #require(screen.range(of: "1  Actors in Practice"), "\(screen)")
    let library = try #require(screen.range(of: "From Your Library"), "\(screen)")
    let third = try #require(screen.range(of: "3  App Intents Deep Dive"), "\(screen)")
    #expect(upNext.lowerBound < first.lowerBound)
    #expect(first.lowerBound < library.lowerBound)
    #expect(library.lowerBound < third.lowerBound)
    try await pilot.type("3 wait:1s")
    #expect(
      pilot.eventLines.contains("done Play Episode: Playing App Intents Deep Dive."),
      "\(pilot.eventLines)")
  }
}
