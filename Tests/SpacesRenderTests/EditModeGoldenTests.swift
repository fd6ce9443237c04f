import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// Golden frames of edit mode and the controls gallery. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter EditModeGoldenTests`, then read every file.
@MainActor
@Suite("Golden frames: edit mode and the gallery")
struct EditModeGoldenTests {
  @Test("Control Center in edit mode: dashed tiles, remove badges, resize grabbers")
  func editMode() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("e Tab")
    GoldenFrame.assertMatches(pilot.screen, named: "edit-mode")
  }

  @Test("the gallery over edit mode, with the timer running: previews show the preview value")
  func gallery() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("Enter e Tab Tab x a")
    GoldenFrame.assertMatches(pilot.screen, named: "gallery")
    try await pilot.type("b r e a k")
    await pilot.resize(width: 60, height: 20)
    GoldenFrame.assertMatches(pilot.screen, named: "gallery-search-60x20")
  }

  @Test("the gallery in ASCII")
  func galleryASCII() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24), asciiOnly: true)
    defer { pilot.close() }
    try await pilot.type("e Tab x a")
    GoldenFrame.assertMatches(pilot.screen, named: "gallery-ascii")
    #expect(pilot.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("the Lock Screen in edit mode: an emptied slot offers +; the gallery for a slot")
  func lockScreen() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("2 e Right x")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-edit")
    try await pilot.type("Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-gallery")
  }
}
