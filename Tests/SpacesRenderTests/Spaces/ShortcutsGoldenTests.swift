import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Shortcuts space (`6`): two apps' App Shortcuts as tiles in their tile colours (Podcasts
/// purple, Notes yellow) at 80×24 and 120×40, in each theme, the inline parameter picker, and
/// runs through the Siri bar. Serialized: the apps' log of what their intents did is
/// process-wide. Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter
/// ShortcutsGoldenTests`, then read every changed file.
@MainActor
@Suite("Shortcuts space golden frames", .serialized)
struct ShortcutsGoldenTests {
  private func pilot(width: Int, height: Int) async throws -> Pilot {
    ShortcutsTestApps.clear()
    let pilot = try await Pilot(
      apps: [ShortcutsTestApps.podcasts, ShortcutsTestApps.notes],
      size: TerminalSize(width: width, height: height))
    await pilot.press(.character(Space.shortcuts.key))
    return pilot
  }

  private func render(_ state: DashboardState, theme: Theme, now: Date) -> Frame {
    let context = RenderContext(
      theme: theme, now: now, timeZone: TimeZone(identifier: "UTC")!, clockIsVirtual: true)
    return DashboardRenderer.render(state, context: context)
  }

  @Test("80×24: a group per app, three tiles a row, the focused tile's sentence below")
  func phone() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    #expect(pilot.screen.contains("Podcasts · 3 shortcuts"))
    #expect(pilot.screen.contains("Play the latest episode of Show"))
    GoldenFrame.assertMatches(pilot.screen, named: "shortcuts-80x24")
  }

  @Test("120×40 in each built-in theme, plain and styled: each app's tile colour")
  func wide() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    GoldenFrame.assertMatches(pilot.screen, named: "shortcuts-120x40")
    for name in BuiltInThemeTests.themeNames {
      let frame = render(pilot.state, theme: try ThemeLoader.load(nameOrPath: name), now: pilot.now)
      GoldenFrame.assertMatches(ANSIText.render(frame), named: "ansi-shortcuts-120x40-\(name)")
    }
    // Each app's tiles are filled with its colour: purple and yellow, as iOS paints them.
    let frame = render(pilot.state, theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let fills = Set(frame.cells.map(\.style.background))
    #expect(fills.contains(ShortcutTileColor.purple.rgb.terminalColor))
    #expect(fills.contains(ShortcutTileColor.yellow.rgb.terminalColor))
  }

  @Test(
    "Tab and Enter open the parameter's picker; at 80×20 the rows it pushes down are cut, marked")
  func picker() async throws {
    let pilot = try await pilot(width: 80, height: 20)
    defer { pilot.close() }
    try await pilot.type("Tab Enter")
    #expect(pilot.screen.contains("› Science Weekly"), "\(pilot.screen)")
    #expect(pilot.screen.contains("▾"), "the cut row is marked")
    #expect(pilot.screen.contains("▼ 1 row below"))
    GoldenFrame.assertMatches(pilot.screen, named: "shortcuts-80x20-picker")
  }

  @Test("a parameter picked inline is what the run uses; the Siri bar shows the dialog")
  func pickAndRun() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    try await pilot.type("Tab Enter Down Enter")
    #expect(pilot.screen.contains("Play the latest episode of History Hour"), "\(pilot.screen)")
    try await pilot.type("Esc Enter wait:1s")
    #expect(ShortcutsTestApps.performed == ["play History Hour"])
    #expect(pilot.screen.contains("Playing History Hour."), "\(pilot.screen)")
    // Closing the bar leaves the space as it was, the edit kept.
    try await pilot.type("Esc")
    #expect(pilot.screen.contains("Play the latest episode of History Hour"))
  }

  @Test("a number typed inline is parsed and used; a bad one is refused, saying why")
  func typeAndRun() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    try await pilot.type("Right Tab Enter Backspace Backspace text:'lots' Enter")
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: Shortcuts: Minutes:") })
    #expect(pilot.screen.contains("Stop playing in 30 minutes"), "\(pilot.screen)")
    try await pilot.type("Enter Backspace Backspace text:'45' Enter Esc Enter wait:1s")
    #expect(ShortcutsTestApps.performed == ["sleep in 45 minutes"])
    #expect(pilot.screen.contains("Sleep timer set for 45 minutes."), "\(pilot.screen)")
  }

  @Test("a tile without a value for a required parameter asks for it in the Siri bar")
  func runAsksForMissing() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s")
    #expect(pilot.screen.contains("Science Weekly"), "\(pilot.screen)")
    try await pilot.type("Down Enter wait:1s")
    #expect(ShortcutsTestApps.performed == ["play History Hour"])
  }

  @Test("the grid's width rule is the renderer's: the inspector's panel at every width")
  func gridWidthMatchesTheRenderer() {
    for width in stride(from: 52, through: 260, by: 1) {
      for inspector in [false, true] {
        var state = DashboardState()
        state.navigation.space = .shortcuts
        state.navigation.showsInspector = inspector
        state.size = TerminalSize(width: width, height: 40)
        #expect(
          ShortcutsGrid.contentWidth(terminalWidth: width, showsInspector: inspector)
            == DashboardRenderer.areas(for: state).content.width)
      }
    }
  }
}
