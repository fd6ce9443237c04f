import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The Game's widgets on the Home Screen (small, medium, large) and the Lock Screen (circular,
/// rectangular, inline), the inspector's widget section, and the redacted placeholder.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter WidgetGoldenTests`, then read
/// every changed file.
@MainActor
@Suite("Widget golden frames")
struct WidgetGoldenTests {
  func pilot(width: Int = 100, height: Int = 40) async throws -> Pilot {
    try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: width, height: height))
  }

  @Test("the Home Screen: the system families on the grid, the first widget focused")
  func homeScreen() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"))
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-game")
    // Three simulated hours later Power Panda is at full health.
    await pilot.advance(by: 3 * 3600 + 60)
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-game-3h")
  }

  @Test("the inspector shows the focused widget's timeline, next reload and budget")
  func inspector() async throws {
    let pilot = try await pilot(width: 140)
    defer { pilot.close() }
    await pilot.press(.character("4"), .right, .character("i"))
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-game-inspector")
    #expect(pilot.state.widgets.focus == 1)
  }

  @Test("the Lock Screen: accessory widgets under the clock")
  func lockScreen() async throws {
    let pilot = try await pilot(height: 30)
    defer { pilot.close() }
    await pilot.press(.character("2"))
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-game")
  }

  @Test("the placeholder draws redacted: text becomes blocks, spaces stay")
  func redacted() {
    let node = ViewNode.stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [.text(.verbatim("Power Panda")), .modified(.text(.verbatim("25%")), .bold(true))])
    #expect(
      HomeScreenView.redacted(node, asciiOnly: false)
        == .stack(
          .vertical, alignment: .leading, spacing: nil,
          children: [
            .text(.verbatim("▒▒▒▒▒ ▒▒▒▒▒")), .modified(.text(.verbatim("▒▒▒")), .bold(true)),
          ]))
    #expect(
      HomeScreenView.redacted(.text(.verbatim("a b")), asciiOnly: true) == .text(.verbatim("# #")))
  }

  @Test("the grid packs small 2×2, medium 4×2 and large 4×4 units first fit by rows")
  func placements() {
    let grid = HomeScreenGrid(
      widgetFamilies: [.systemSmall, .systemMedium, .systemSmall, .systemLarge], appCount: 0)
    let places = grid.places.map { [$0.page, $0.column, $0.row, $0.width, $0.height] }
    // The large one doesn't fit under the others on a 6-row page: it starts the next.
    #expect(places == [[0, 0, 0, 2, 2], [0, 0, 2, 4, 2], [0, 2, 0, 2, 2], [1, 0, 0, 4, 4]])
  }
}
