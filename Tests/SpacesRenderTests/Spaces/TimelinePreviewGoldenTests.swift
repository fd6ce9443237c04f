import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// Golden frames of the timeline preview (`P` on the Home Screen): the Game's `#Preview`
/// stepped through, the provider's timeline when no `#Preview` is given, and ASCII. Regenerate
/// with `SPACES_UPDATE_GOLDENS=1 swift test --filter TimelinePreviewGoldenTests`, then read
/// every changed file.
@MainActor
@Suite("Golden frames: the timeline preview")
struct TimelinePreviewGoldenTests {
  func pilot(asciiOnly: Bool = false) async throws -> Pilot {
    try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 80, height: 24),
      asciiOnly: asciiOnly)
  }

  @Test("the Game's #Preview: entry 1 (the dragon), then → to entry 3, ← back, Esc closes")
  func gamePreview() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("P"))
    GoldenFrame.assertMatches(pilot.screen, named: "timeline-preview-game-1")
    #expect(pilot.screen.contains("entry 1 of 5 · 09:41"))
    await pilot.press(.right, .right)
    await pilot.advance(by: 2)  // the step's transition settles (entry animations last ≤ 2 s)
    GoldenFrame.assertMatches(pilot.screen, named: "timeline-preview-game-3")
    #expect(pilot.screen.contains("entry 3 of 5 · 11:41"))
    await pilot.press(.left)
    #expect(pilot.screen.contains("entry 2 of 5 · 10:41"))
    await pilot.press(.escape)
    #expect(!pilot.screen.contains("Timeline preview"))
    #expect(pilot.eventLines.contains { $0.hasPrefix("timeline preview character-detail: 5") })
  }

  @Test("without a #Preview, the focused widget's provider timeline for its configuration")
  func providerTimeline() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    pilot.engine.widgetPreviews = []
    // The second widget: Egghead in a dragon battle (two entries, .after the battle's end).
    await pilot.press(.character("4"), .right, .character("P"))
    GoldenFrame.assertMatches(pilot.screen, named: "timeline-preview-provider")
    #expect(pilot.screen.contains("entry 1 of 2"))
    await pilot.press(.right)
    #expect(pilot.screen.contains("entry 2 of 2 · 11:41"))
  }

  @Test("the Caffeine tracker's #Preview (listing 4:22): the four logged drinks")
  func caffeinePreview() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    // The tracker: the fourth widget on the first page, in reading order.
    await pilot.press(.character("4"), .right, .right, .right, .character("P"))
    #expect(pilot.screen.contains("Timeline preview · CaffeineTrackerWidget · systemSmall"))
    #expect(pilot.screen.contains("entry 1 of 4"))
    await pilot.press(.right)
    // The step animates as the Home Screen's entry changes do: the total rolls from 0 mg…
    await pilot.advance(by: 0.1)
    #expect(!pilot.screen.contains("64 mg"))
    await pilot.advance(by: 1.9)
    GoldenFrame.assertMatches(pilot.screen, named: "timeline-preview-caffeine-2")
    #expect(pilot.screen.contains("entry 2 of 4"))
  }

  @Test("ASCII only")
  func ascii() async throws {
    let pilot = try await pilot(asciiOnly: true)
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("P"), .right)
    await pilot.advance(by: 2)
    GoldenFrame.assertMatches(pilot.screen, named: "timeline-preview-ascii")
  }
}
