import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The built-in themes (default, light, high-contrast, monochrome), role attributes, and that
/// every role is drawn somewhere on the dashboard.
@MainActor
@Suite("Built-in themes and role coverage")
struct BuiltInThemeTests {
  static let themeNames = ["default", "high-contrast", "light", "monochrome"]

  func render(_ state: DashboardState, theme: Theme, now: Date) -> Frame {
    let context = RenderContext(
      theme: theme, now: now, timeZone: TimeZone(identifier: "UTC")!, clockIsVirtual: true)
    return DashboardRenderer.render(state, context: context)
  }

  @Test("the four built-in themes load, each with every role")
  func builtIns() throws {
    #expect(ThemeLoader.builtInNames == Self.themeNames)
    for name in Self.themeNames {
      let theme = try ThemeLoader.load(nameOrPath: name)
      #expect(theme.name == name)
      #expect(Set(theme.colors.keys) == Set(ThemeRole.allCases))
      #expect(!ThemeLoader.summary(ofBuiltIn: name).isEmpty, "\(name) has a description")
    }
    #expect(try ThemeLoader.load(nameOrPath: "light").color(.background) != .default)
  }

  @Test("monochrome has no colour, not even an app's RGB tint, and tells roles apart by attributes")
  func monochrome() throws {
    let theme = try ThemeLoader.load(nameOrPath: "monochrome")
    #expect(theme.isMonochrome)
    #expect(!(try ThemeLoader.defaultTheme().isMonochrome))
    #expect(theme.resolve(Color(red: 1, green: 0, blue: 0)) == .default)
    #expect(theme.resolve(.purple) == .default)
    #expect(theme.attributes(.focus).contains(.bold))
    #expect(theme.attributes(.secondary) == .dim)
    #expect(theme.attributes(.tabActive).contains(.reverse))
    #expect(theme.attributes(.text).isEmpty)
  }

  @Test("a role's colour may be followed by attributes; an unknown one names line and key")
  func attributes() throws {
    let text = try ThemeLoaderTests.defaultText(
      replacing: "  focus:", with: ["  focus: \"#FFFFFF bold reverse\""])
    let theme = try ThemeLoader.parse(text, file: "t.yaml")
    #expect(theme.attributes(.focus) == [.bold, .reverse])
    #expect(theme.color(.focus) == .rgb(255, 255, 255))

    let bad = try ThemeLoaderTests.defaultText(
      replacing: "  focus:", with: ["  focus: \"#FFFFFF blink\""])
    let error = try #require(ThemeLoaderTests.error(parsing: bad))
    #expect(error.hasPrefix("t.yaml:10: key 'colors.focus': unknown attribute 'blink'"), "\(error)")

    let system = try ThemeLoaderTests.defaultText(
      replacing: "  red:", with: ["  red: \"#FF0000 bold\""])
    #expect(
      ThemeLoaderTests.error(parsing: system)
        == "t.yaml:24: key 'system.red': only roles take attributes, got 'bold'")
  }

  @Test("an unknown theme name lists the built-in ones")
  func unknownName() throws {
    #expect(throws: UnknownThemeError(name: "neon", available: Self.themeNames)) {
      try ThemeLoader.load(nameOrPath: "neon")
    }
    #expect(
      "\(UnknownThemeError(name: "neon", available: ["a", "b"]))"
        == "unknown theme 'neon' (valid: a, b, or a path to a .yaml file)")
  }

  /// A theme whose every role has its own colour, so a cell's colour says which role drew it.
  static func distinctTheme() throws -> Theme {
    var colors: [ThemeRole: TerminalColor] = [:]
    for (index, role) in ThemeRole.allCases.enumerated() {
      colors[role] = .rgb(UInt8(index + 1), 0x42, 0x42)
    }
    let base = try ThemeLoader.defaultTheme()
    return Theme(name: "distinct", colors: colors, system: base.system)
  }

  @Test("every theme role is drawn on some screen of the dashboard (no dead roles)")
  func everyRoleDrawn() async throws {
    let theme = try Self.distinctTheme()
    var seen: Set<TerminalColor> = []
    func collect(_ frame: Frame) {
      for cell in frame.cells {
        seen.insert(cell.style.foreground)
        seen.insert(cell.style.background)
      }
    }
    let pilot = try await Pilot()
    defer { pilot.close() }
    // Control Center with focus, the inspector, help, the Lock Screen.
    for script in ["1", "i", "i ?", "Escape 2"] {
      try await pilot.type(script)
      collect(render(pilot.state, theme: theme, now: pilot.now))
    }
    // The Action button pressed (accent, hint), then run (the Dynamic Island).
    try await pilot.type("3 Enter")
    collect(render(pilot.state, theme: theme, now: pilot.now))
    try await pilot.type("wait:300ms Enter")
    collect(render(pilot.state, theme: theme, now: pilot.now))
    // Controls still showing their preview value.
    try await pilot.type("1")
    var state = pilot.state
    for id in state.controls.ids { state.controls.update(id) { $0.phase = .placeholder } }
    collect(render(state, theme: theme, now: pilot.now))
    // A terminal too small (the warning).
    await pilot.resize(width: 30, height: 8)
    collect(render(pilot.state, theme: theme, now: pilot.now))

    let dead = ThemeRole.allCases.filter { !seen.contains(theme.color($0)) }
    #expect(dead.isEmpty, "roles never drawn: \(dead.map(\.rawValue))")
  }

  @Test("styled golden frames: Control Center with the timer running, in each theme")
  func ansiGoldens() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 60, height: 20))
    defer { pilot.close() }
    await pilot.press(.enter)
    await pilot.advance(by: 61)
    for name in Self.themeNames {
      let frame = render(pilot.state, theme: try ThemeLoader.load(nameOrPath: name), now: pilot.now)
      #expect(frame.text == pilot.screen, "a theme changes styles, not characters")
      GoldenFrame.assertMatches(ANSIText.render(frame), named: "ansi-control-center-\(name)")
    }
  }
}
