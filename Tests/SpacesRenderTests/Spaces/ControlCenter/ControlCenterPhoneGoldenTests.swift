import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Control Center as an iPhone draws it, on the phone canvas: the grid's four columns fill the
/// canvas's width, its rows the canvas's height, with the Work timer running and the focus
/// moved to Do Not Disturb, at 80×24, 120×40 and 200×60, with and without `--frame`, plain and
/// in each built-in theme. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter ControlCenterPhoneGoldenTests`, then read every
/// changed file.
@MainActor
@Suite("Control Center on the phone canvas")
struct ControlCenterPhoneGoldenTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  private func pilot(width: Int, height: Int, ascii: Bool = false) async throws -> Pilot {
    let pilot = try await Pilot(
      size: TerminalSize(width: width, height: height), asciiOnly: ascii)
    // The Work timer running (tinted), then the focus on Do Not Disturb.
    try await pilot.type("Enter")
    let dnd = try #require(pilot.control("DoNotDisturb")?.id)
    pilot.engine.send(.navigation(.focusControl(dnd)))
    await pilot.advance(by: 0.1)
    return pilot
  }

  private func render(
    _ pilot: Pilot, theme: Theme? = nil, deviceFrame: Bool = false
  ) throws -> Frame {
    ThemedRender.frame(
      pilot.state, theme: try theme ?? ThemeLoader.defaultTheme(), now: pilot.now,
      deviceFrame: deviceFrame)
  }

  @Test("each size, framed and not, plain and in each built-in theme")
  func sizesAndThemes() async throws {
    for (width, height) in Self.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      for framed in [false, true] {
        let name = "control-center-phone-\(width)x\(height)\(framed ? "-frame" : "")"
        let frame = try render(pilot, deviceFrame: framed)
        GoldenFrame.assertMatches(frame.text, named: name)
        try ThemedRender.assertThemedGoldens(
          pilot.state, now: pilot.now, named: name, deviceFrame: framed)
      }
    }
  }

  @Test("the grid fills the canvas's width: four units and three gaps, a column either side")
  func fillsTheWidth() async throws {
    for (width, height) in Self.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      let layout = pilot.state.controls.controlCenterLayout
      let screen = ControlCenterScreen(pilot.state, layout: layout)
      let phone = screen.canvas.rect
      #expect(screen.grid.x == phone.x + ControlCenterGrid.margin)
      #expect(screen.grid.x + screen.grid.width == phone.maxX - ControlCenterGrid.margin - 1)
      #expect(screen.grid.unitWidth == 2 * screen.grid.unitHeight, "a small module is square")
      #expect(screen.visible.maxY <= phone.maxY)
    }
  }

  @Test("80×24 scrolled to the last control: ▲ on the status row, clear of the canvas's edge")
  func scrolled() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    let last = try #require(pilot.state.controls.controlCenterIDs.last)
    pilot.engine.send(.navigation(.focusControl(last)))
    await pilot.advance(by: 0.1)
    let screen = pilot.screen
    let layout = pilot.state.controls.controlCenterLayout
    let geometry = ControlCenterScreen(pilot.state, layout: layout)
    #expect(geometry.scrolled > 0)
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let status = rows[geometry.content.y]
    #expect(status.contains("▲"), "\(screen)")
    // The marker ends a column before the canvas's right edge.
    let marker = try #require(status.range(of: "▲"))
    let column = status.distance(from: status.startIndex, to: marker.lowerBound)
    #expect(column < geometry.canvas.rect.maxX - 2)
    GoldenFrame.assertMatches(screen, named: "control-center-phone-80x24-scrolled")
  }

  @Test("--ascii at 80×24: every cell ASCII")
  func ascii() async throws {
    let pilot = try await pilot(width: 80, height: 24, ascii: true)
    defer { pilot.close() }
    #expect(pilot.screen.unicodeScalars.allSatisfy { $0.isASCII })
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-phone-80x24-ascii")
  }

  @Test("a small control is a disc; focused, a ring either side of it, in every theme and ASCII")
  func focusedDisc() async throws {
    for ascii in [false, true] {
      let pilot = try await pilot(width: 80, height: 24, ascii: ascii)
      defer { pilot.close() }
      let flashlight = try #require(pilot.control("Flashlight")?.id)
      pilot.engine.send(.navigation(.focusControl(flashlight)))
      await pilot.advance(by: 0.1)
      let layout = pilot.state.controls.controlCenterLayout
      let screen = ControlCenterScreen(pilot.state, layout: layout)
      let placement = try #require(layout.placements.first { $0.id == flashlight })
      let rect = screen.grid.rect(for: placement)
      var context = RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: pilot.now,
        timeZone: TimeZone(identifier: "UTC")!, asciiOnly: ascii, clockIsVirtual: true)
      context.deviceFrame = false
      let frame = DashboardRenderer.render(pilot.state, context: context)
      let ring: [Character] = ascii ? ["[", "[", "["] : ["╭", "│", "╰"]
      #expect((1...3).map { frame[rect.x, rect.y + $0].grapheme } == ring, "\(pilot.screen)")
      #expect(!pilot.screen.contains(ascii ? "+--------+" : "╭────────╮"), "no box")
      GoldenFrame.assertMatches(
        pilot.screen, named: "control-center-phone-80x24-disc-focus\(ascii ? "-ascii" : "")")
      guard !ascii else { continue }
      try ThemedRender.assertThemedGoldens(
        pilot.state, now: pilot.now, named: "control-center-phone-80x24-disc-focus")
    }
  }

  @Test("the connectivity block: four circles in a 2×2 module at the top-left; s takes one out")
  func connectivityBlock() async throws {
    let pilot = try await pilot(width: 80, height: 24)
    defer { pilot.close() }
    let layout = pilot.state.controls.controlCenterLayout
    let block = try #require(layout.blocks.first)
    #expect(block.name == DefaultLayout.connectivity && [block.column, block.row] == [0, 0])
    let titles = block.members.compactMap { pilot.state.control($0)?.displayed.title }
    #expect(titles == ["Airplane Mode", "Cellular Data", "Wi-Fi", "Bluetooth"])
    // Enter toggles a circle like any control.
    let wifi = try #require(pilot.control("WiFi")?.id)
    pilot.engine.send(.navigation(.focusControl(wifi)))
    try await pilot.type("Enter wait:100ms")
    #expect(pilot.control("WiFi")?.displayed.isOn == false)
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-phone-80x24-block-focus")
    // Edit mode: the size key takes Wi-Fi out of the block, as a medium module of its own,
    // and the layout file says so.
    try await pilot.type("e s")
    #expect(pilot.control("WiFi")?.block == nil)
    #expect(pilot.control("WiFi")?.size == .medium)
    let again = pilot.state.controls.controlCenterLayout
    #expect(again.blocks.first?.members.count == 3)
    let file = pilot.stateDirectory.appendingPathComponent("layout.json")
    let saved = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(saved.controlCenter.filter { $0.block == DefaultLayout.connectivity }.count == 3)
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-phone-80x24-block-edit")
  }
}
