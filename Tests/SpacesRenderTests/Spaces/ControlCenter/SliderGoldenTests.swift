import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Control Center's brightness and volume sliders: two tall modules beside the connectivity
/// block, filled from the bottom to their level to an eighth of a row, adjusted with `←` `→`
/// while focused (a toast answers each step), at 80×24, 120×40 and 200×60 in every built-in
/// theme. Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter SliderGoldenTests`,
/// then read every changed file.
@MainActor
@Suite("Control Center's sliders")
struct SliderGoldenTests {
  /// A dashboard with the volume slider focused and lowered three steps (8 → 5: 31%).
  private func pilot(width: Int, height: Int, ascii: Bool = false) async throws -> Pilot {
    let pilot = try await Pilot(
      size: TerminalSize(width: width, height: height), asciiOnly: ascii)
    pilot.engine.send(.navigation(.focusSlider(.volume)))
    await pilot.press(.left, .left, .left)
    await pilot.advance(by: 0.1)
    return pilot
  }

  private func render(_ pilot: Pilot, theme: Theme? = nil, ascii: Bool = false) throws -> Frame {
    ThemedRender.frame(
      pilot.state, theme: try theme ?? ThemeLoader.defaultTheme(), now: pilot.now,
      asciiOnly: ascii)
  }

  @Test("beside the connectivity block: a unit wide, two tall, brightness then volume")
  func placed() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let layout = pilot.state.controls.controlCenterLayout
    let sliders = layout.placements.filter { $0.slider != nil }
    #expect(sliders.map(\.slider) == [.brightness, .volume])
    #expect(
      sliders.map { [$0.column, $0.row, $0.span.columns, $0.span.rows] } == [
        [2, 0, 1, 2], [3, 0, 1, 2],
      ])
    #expect(layout.blocks.first.map { [$0.column, $0.row] } == [0, 0])
  }

  @Test("← → step the focused slider: the fill moves, a toast says the level, the file keeps it")
  func adjust() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    #expect(pilot.state.sliders.level(.volume) == 5)
    #expect(pilot.screen.contains("Volume 31%"), "\(pilot.screen)")
    let before = pilot.screen
    await pilot.press(.right)
    await pilot.advance(by: 0.1)
    #expect(pilot.state.sliders.level(.volume) == 6)
    #expect(pilot.screen.contains("Volume 38%"))
    #expect(pilot.screen != before, "the fill moved")
    // ↓ leaves the slider; ← then moves focus again.
    await pilot.press(.down)
    #expect(pilot.state.focusedSlider == nil)
    #expect(pilot.state.sliders.level(.volume) == 6)
    let file = pilot.stateDirectory.appendingPathComponent("sliders.json")
    let saved = try JSONDecoder().decode(
      [String: Int].self,
      from: JSONSerialization.data(
        withJSONObject: try #require(
          JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])["levels"]
          as Any))
    #expect(saved == ["brightness": 10, "volume": 6])
  }

  @Test("the footer and the caption say the slider's keys while it is focused")
  func hints() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.last?.contains("←→ adjust") == true, "\(pilot.screen)")
    #expect(pilot.screen.contains("Volume · 31% · ← → adjust"))
  }

  @Test("each size and built-in theme, the volume slider focused at 31%")
  func sizesAndThemes() async throws {
    for (width, height) in ControlCenterPhoneGoldenTests.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      let name = "control-center-slider-\(width)x\(height)"
      GoldenFrame.assertMatches(try render(pilot).text, named: name)
      try ThemedRender.assertThemedGoldens(pilot.state, now: pilot.now, named: name)
    }
  }

  @Test("--ascii: % fills, = or _ where the level ends, every cell ASCII")
  func ascii() async throws {
    let pilot = try await pilot(width: 80, height: 24, ascii: true)
    defer { pilot.close() }
    let text = try render(pilot, ascii: true).text
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(text.contains("|%%%%%%%%|"))
    GoldenFrame.assertMatches(text, named: "control-center-slider-80x24-ascii")
  }

  @Test("at 0 the speaker is slashed and the track empty; at 16 the track is full")
  func bounds() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    pilot.engine.send(.sliders(.set(.volume, level: 0)))
    pilot.engine.send(.sliders(.set(.brightness, level: 16)))
    await pilot.advance(by: 0.1)
    let layout = pilot.state.controls.controlCenterLayout
    let screen = ControlCenterScreen(pilot.state, layout: layout)
    let frame = try render(pilot)
    func track(_ slider: SystemSlider) throws -> Rect {
      let placement = try #require(layout.placements.first { $0.slider == slider })
      return SliderModule.track(in: screen.grid.rect(for: placement))
    }
    let volume = try track(.volume)
    let glyph = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now).glyph(
      "speaker.slash.fill")
    let foot = (volume.x..<volume.maxX).compactMap { frame[$0, volume.maxY - 1].grapheme }
    #expect(String(foot).contains(glyph))
    #expect(!(volume.y..<volume.maxY).contains { frame[volume.x, $0].grapheme == "█" })
    let brightness = try track(.brightness)
    #expect((brightness.y..<brightness.maxY).allSatisfy { frame[brightness.x, $0].grapheme == "█" })
  }

  @Test("the fill is exact to an eighth of a row; a click's row maps back to a level")
  func arithmetic() {
    // 9 rows: 5/16 is 22.5 eighths of a row, rounded to 23: two whole rows and seven eighths.
    #expect(SliderModule.fill(level: 5, height: 9) == (2, 7))
    #expect(SliderModule.fill(level: 1, height: 9) == (0, 5))
    #expect(SliderModule.fill(level: 0, height: 9) == (0, 0))
    #expect(SliderModule.fill(level: 16, height: 9) == (9, 0))
    #expect(SliderModule.fill(level: 8, height: 4) == (2, 0))
    let rect = Rect(x: 0, y: 10, width: 10, height: 11)  // track rows 11 … 19
    #expect(SliderModule.level(atRow: 10, in: rect) == 16, "the top border: full")
    #expect(SliderModule.level(atRow: 11, in: rect) == 16)
    #expect(SliderModule.level(atRow: 19, in: rect) == 2, "a row's worth, rounded up")
    #expect(SliderModule.level(atRow: 20, in: rect) == 0, "the bottom border: off")
    // Every row's level fills up to that row.
    for y in 11...19 {
      let (rows, eighths) = SliderModule.fill(
        level: SliderModule.level(atRow: y, in: rect), height: 9)
      #expect(rows + (eighths > 0 ? 1 : 0) >= 20 - y)
    }
  }
}
