import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The widget gallery over the Home Screen (the snapshot preview, a family paged to, a search,
/// a snapshot that never came), the Home Screen in edit mode and the Lock Screen's accessory
/// widgets in edit mode. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter WidgetGalleryGoldenTests`, then read every
/// changed file.
@MainActor
@Suite("Widget gallery golden frames")
struct WidgetGalleryGoldenTests {
  func pilot() async throws -> Pilot {
    try await Pilot(apps: [GalleryTestApp.app], size: TerminalSize(width: 100, height: 30))
  }

  @Test("the gallery: kinds by app, the highlighted one's snapshot in its family")
  func gallery() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    // ↓ past the Smart Stack, listed first (SmartStackGoldenTests draws it).
    await pilot.press(.character("4"), .character("a"), .down)
    GoldenFrame.assertMatches(pilot.screen, named: "widget-gallery")
    await pilot.press(.right)
    GoldenFrame.assertMatches(pilot.screen, named: "widget-gallery-medium")
  }

  @Test("the gallery searched, and a snapshot that never came says so in its tile")
  func searchAndHang() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"))
    try await pilot.type("r a d")
    await pilot.advance(by: WidgetGalleryFeature.previewTimeout + 0.5)
    GoldenFrame.assertMatches(pilot.screen, named: "widget-gallery-search-timeout")
  }

  @Test("the Home Screen in edit mode: the hint, dashed borders and the remove badges")
  func editMode() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .down, .down, .enter)
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-edit-mode")
  }

  @Test("the Lock Screen in edit mode with an accessory widget added and focused")
  func lockScreenEditMode() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("2"), .character("e"), .up, .character("a"), .enter)
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-widget-edit-mode")
  }
}
