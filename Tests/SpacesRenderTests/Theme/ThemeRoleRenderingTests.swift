import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// The roles that used to be stored and never drawn: `background`, `placeholder`, `island`.
@MainActor
@Suite("Theme roles that draw: background, placeholder, island")
struct ThemeRoleRenderingTests {
  static let backdrop = TerminalColor.rgb(0x10, 0x10, 0x10)

  /// The default theme with another background.
  static func darkTheme() throws -> Theme {
    let text = try ThemeLoaderTests.defaultText(
      replacing: "  background:", with: ["  background: \"#101010\""])
    return try ThemeLoader.parse(text, file: "dark.yaml")
  }

  /// The colours symbol pads are filled with: the off pad's grey and every control's tint.
  static func padColors(_ state: DashboardState, theme: Theme) -> Set<TerminalColor> {
    Set([theme.color(.padOff)] + state.controls.map { theme.tint($0.displayed.tint) })
  }

  func render(_ state: DashboardState, theme: Theme, now: Date) -> Frame {
    let context = RenderContext(
      theme: theme, now: now, timeZone: TimeZone(identifier: "UTC")!, clockIsVirtual: true)
    return DashboardRenderer.render(state, context: context)
  }

  /// The cells whose style matches, as (x, y).
  func cells(_ frame: Frame, where match: (CellStyle) -> Bool) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<frame.height {
      for x in 0..<frame.width where match(frame[x, y].style) { result.append((x, y)) }
    }
    return result
  }

  @Test("a non-default background fills every cell of every space, the text unchanged")
  func background() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let dark = try Self.darkTheme()
    let island = dark.color(.island)
    for key in ["1", "2", "i"] {
      await pilot.press(.character(Character(key)))
      let frame = render(pilot.state, theme: dark, now: pilot.now)
      // Every cell has a background of the theme's (symbol pads have their own).
      #expect(cells(frame) { $0.background == .default }.isEmpty, "space \(key)")
      #expect(frame.text == pilot.screen, "colours change, characters don't")
    }
    await pilot.press(.character("3"))
    let frame = render(pilot.state, theme: dark, now: pilot.now)
    let pads = Self.padColors(pilot.state, theme: dark)
    #expect(
      cells(frame) {
        $0.background != Self.backdrop && $0.background != island && !pads.contains($0.background)
      }.isEmpty)
  }

  @Test(
    "with the default background nothing gets a background but symbol pads and the Dynamic Island")
  func defaultBackground() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let theme = try ThemeLoader.defaultTheme()
    let pads = Self.padColors(pilot.state, theme: theme)
    #expect(
      cells(pilot.frame) { $0.background != .default && !pads.contains($0.background) }.isEmpty)
    await pilot.press(.character("3"))
    let islandCells = cells(pilot.frame) { $0.background == theme.color(.island) }
    // The idle pill: 12 columns on the row under the status bar (its caps are drawn in the
    // island's colour on the background).
    #expect(islandCells.count == 12)
    #expect(Set(islandCells.map(\.y)) == [1])
    #expect(
      cells(pilot.frame) { $0.background != .default && !pads.contains($0.background) }.count
        == islandCells.count)
  }

  @Test("controls still showing their preview value are drawn in the placeholder colour")
  func placeholder() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let theme = try ThemeLoader.defaultTheme()
    let placeholderColor = theme.color(.placeholder)
    #expect(pilot.state.controls.allSatisfy { $0.phase != .placeholder })
    #expect(cells(pilot.frame) { $0.foreground == placeholderColor }.isEmpty)

    var state = pilot.state
    for id in state.controls.ids { state.controls.update(id) { $0.phase = .placeholder } }
    let frame = render(state, theme: theme, now: pilot.now)
    #expect(frame.text == pilot.screen)
    let tinted = cells(frame) { $0.foreground == placeholderColor }
    #expect(tinted.count >= state.controls.count, "at least every control's symbol")

    await pilot.press(.character("2"))
    var lock = pilot.state
    let slotted = lock.lockScreenSlots.compactMap { $0 }
    #expect(!slotted.isEmpty)
    for id in slotted { lock.controls.update(id) { $0.phase = .placeholder } }
    let lockFrame = render(lock, theme: theme, now: pilot.now)
    // One glyph per slot (a wide glyph's continuation cell shares its style).
    let glyphs = cells(lockFrame) { $0.foreground == placeholderColor }
      .filter { lockFrame[$0.x, $0.y].width > 0 && lockFrame[$0.x, $0.y].grapheme != " " }
    #expect(glyphs.count == slotted.count)
    #expect(lockFrame.text == pilot.screen)
  }
}
