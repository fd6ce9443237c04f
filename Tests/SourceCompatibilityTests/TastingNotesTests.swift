import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A widget written as a shipping app writes one with a custom `Layout` (a tag flow) inside an
/// `AnyLayout` that is a `VStackLayout` in the small family and an `HStackLayout` in the
/// medium one.
@MainActor
@Suite("Source compatibility: a tasting-notes widget with a flow Layout and AnyLayout")
struct TastingNotesTests {
  @Test("the small family stacks the title over wrapped tags; the medium one puts them beside")
  func homeScreen() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Tasting", bundle: TastingNotesBundle.self)],
      size: TerminalSize(width: 100, height: 50))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "TastingNotes", family: .systemSmall))
    #expect(pilot.engine.addWidget(kind: "TastingNotes", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    let screen = pilot.screen
    let rows = screen.components(separatedBy: "\n")
    // Small: the title, then the notes wrapped at the tile's width, in order.
    let title = try #require(rows.firstIndex { $0.contains("Ethiopia Guji") })
    let first = try #require(rows[title + 1].range(of: "jasmine"))
    #expect(rows[title + 1].contains("jasmine bergamot"), "\(screen)")
    #expect(!rows[title + 1].contains("peach"), "the small tile wraps: \(screen)")
    #expect(rows[title + 2].contains("peach honey"), "\(screen)")
    #expect(
      rows[title + 2].range(of: "peach")?.lowerBound == first.lowerBound, "rows start together")
    // Medium: the title and the first notes on one row.
    #expect(
      rows.contains { $0.contains("Ethiopia Guji") && $0.contains("jasmine bergamot peach") },
      "\(screen)")
    #expect(!pilot.eventLines.contains { $0.hasPrefix("warning:") }, "\(pilot.eventLines)")
  }
}
