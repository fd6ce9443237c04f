import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Home Screen as a phone draws it, with every sample app: the page (widgets, and the icons
/// of the apps not in the dock in the holes they leave), the page dots and the dock, at 80×24,
/// 120×40 and 200×60, plain and in each built-in theme; StandBy at the same sizes. Regenerate
/// with `SPACES_UPDATE_GOLDENS=1 swift test --filter HomeScreenGoldenTests`, then read every
/// changed file.
@MainActor
@Suite("Home Screen golden frames: icons, dots, dock, StandBy", .serialized)
struct HomeScreenGoldenTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  func pilot(width: Int, height: Int, ascii: Bool = false) async throws -> Pilot {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: width, height: height),
      asciiOnly: ascii)
    await pilot.press(.character("4"))
    return pilot
  }

  func render(_ state: DashboardState, theme: Theme, now: Date) -> Frame {
    ThemedRender.frame(state, theme: theme, now: now)
  }

  @Test("every size: the page, the dots, the dock at the bottom, plain and in every theme")
  func sizes() async throws {
    for (width, height) in Self.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      let screen = pilot.screen
      if height >= 40 {
        #expect(screen.contains("Meditation"), "the icon of the app not in the dock")
      }
      #expect(screen.contains("●"), "the page dots")
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
      // The dock's band ends on the phone canvas's last row, whatever the height.
      let canvas = PhoneCanvas(in: DashboardRenderer.areas(for: pilot.state).content).rect
      #expect(rows[canvas.maxY - 1].contains("▛"), "\(screen)")
      GoldenFrame.assertMatches(screen, named: "home-screen-\(width)x\(height)")
      try ThemedRender.assertThemedGoldens(
        pilot.state, now: pilot.now, named: "home-screen-\(width)x\(height)")
    }
  }

  @Test("an app without an app icon set is a tile in its colour with readable text on it")
  func tiles() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    let frame = render(pilot.state, theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    for app in pilot.state.homeScreenApps.apps {
      let fill = app.color.rgb.terminalColor
      let cells = frame.cells.filter { $0.style.background == fill && $0.grapheme != " " }
      #expect(!cells.isEmpty, "\(app.name)'s tile")
      for cell in cells {
        let text = try #require(RGB(cell.style.foreground))
        #expect(text.contrast(with: app.color.rgb) >= 4.5, "\(app.name): \(cell)")
      }
    }
  }

  @Test("under --ascii and in the monochrome theme: boxes with the symbol or initial")
  func ascii() async throws {
    let pilot = try await pilot(width: 80, height: 24, ascii: true)
    defer { pilot.close() }
    #expect(!pilot.screen.contains("▟"))
    #expect(pilot.screen.contains("+----+"), "\(pilot.screen)")
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-80x24-ascii")
  }

  @Test("a short window scrolls the page with ▼, the dock and dots kept at the bottom")
  func short() async throws {
    let pilot = try await pilot(width: 80, height: 18)
    defer { pilot.close() }
    #expect(pilot.screen.contains("▼"), "\(pilot.screen)")
    #expect(pilot.screen.contains("●"))
    GoldenFrame.assertMatches(pilot.screen, named: "home-screen-80x18")
  }

  @Test("StandBy: two small widgets side by side; → the large clock")
  func standBy() async throws {
    for (width, height) in Self.sizes {
      let pilot = try await pilot(width: width, height: height)
      defer { pilot.close() }
      await pilot.press(.character("Y"))
      #expect(pilot.screen.contains("Y leave"))
      GoldenFrame.assertMatches(pilot.screen, named: "home-screen-standby-\(width)x\(height)")
      if width == 120 {
        // Dark in every theme: the canvas in the theme's island colours.
        for name in BuiltInThemeTests.themeNames {
          let frame = render(
            pilot.state, theme: try ThemeLoader.load(nameOrPath: name), now: pilot.now)
          GoldenFrame.assertMatches(
            ANSIText.render(frame), named: "ansi-home-screen-standby-120x40-\(name)")
        }
      }
      await pilot.press(.right)
      #expect(pilot.screen.contains("██"), "the large digits")
      GoldenFrame.assertMatches(
        pilot.screen, named: "home-screen-standby-clock-\(width)x\(height)")
    }
  }

  @Test("VoiceOver (A) on a focused icon reads the app's name, a button, and how to open it")
  func voiceOver() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    let meditation = try #require(
      pilot.state.homeScreenApps.apps.firstIndex { $0.name == "Meditation" })
    pilot.engine.send(.homeScreenApps(.focusApp(meditation)))
    let painter = Painter(
      context: RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now))
    let read = try #require(FocusedAccessibility.read(pilot.state, painter: painter))
    #expect(read.title == "Meditation · app")
    #expect(read.elements.map(\.spoken) == ["Meditation, Button, Double tap to open."])
    // Its name is drawn on the focus colour in black or white (not reversed over the
    // terminal's own colour, which can't be known to read).
    let frame = render(pilot.state, theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let named = frame.cells.filter { $0.style.background == .rgb(255, 255, 255) }
    #expect(String(named.compactMap(\.grapheme)) == "Meditation")
    #expect(named.allSatisfy { $0.style.foreground == .rgb(0, 0, 0) })
  }

  @Test("StandBy at night (by the dashboard's clock) is red on black, as iOS's Night Mode")
  func night() async throws {
    let pilot = try await pilot(width: 120, height: 40)
    defer { pilot.close() }
    await pilot.press(.character("Y"))
    // The keynote's 9:41 is day: the widgets keep their colours.
    #expect(!pilot.frame.cells.contains { $0.style.foreground == .rgb(0xFF, 0x3B, 0x30) })
    await pilot.advance(by: 14 * 3600)  // 23:41
    let frame = render(pilot.state, theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: pilot.state).content
    let middle = frame[area.x + area.width / 2, area.y + area.height / 2]
    #expect(middle.style.background == .rgb(0, 0, 0))
    let text = frame.cells.filter { $0.grapheme != " " && $0.style.background == .rgb(0, 0, 0) }
    #expect(!text.isEmpty)
    #expect(text.allSatisfy { $0.style.foreground == .rgb(0xFF, 0x3B, 0x30) })
  }
}
