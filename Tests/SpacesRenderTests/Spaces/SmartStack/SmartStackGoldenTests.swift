import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// A Smart Stack as a person sees it: the gallery's "Smart Stack" entry with its dots, a stack
/// on the Home Screen with the dots at its right edge (the one on show bright), and its Edit
/// Stack sheet. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SmartStackGoldenTests`, then read every changed
/// file.
@MainActor
@Suite("Smart Stack golden frames")
struct SmartStackGoldenTests {
  func pilot() async throws -> Pilot {
    try await Pilot(apps: [GalleryTestApp.app], size: TerminalSize(width: 100, height: 30))
  }

  @Test("the gallery's Smart Stack entry, first, previewed with the stack's dots")
  func galleryEntry() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"))
    GoldenFrame.assertMatches(pilot.screen, named: "widget-gallery-smart-stack")
  }

  @Test("a stack on the Home Screen with its dots, and its Edit Stack sheet")
  func stackAndEditStack() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .enter, .escape)
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-smart-stack")
    await pilot.press(.character("c"), .down, .down)
    GoldenFrame.assertMatches(pilot.screen, named: "edit-stack")
  }
}
