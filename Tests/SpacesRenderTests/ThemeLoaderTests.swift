import SpacesRender
import Testing

@Suite("Theme loading")
struct ThemeLoaderTests {
  @Test("the default theme loads")
  func defaultTheme() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(theme.name == "default")
    #expect(theme.system["purple"] == .rgb(0xBF, 0x5A, 0xF2))
    #expect(ThemeLoader.builtInNames.contains("default"))
  }

  @Test("a bad colour names the file, line and key")
  func badColor() throws {
    var text = try String(
      contentsOf: ThemeLoader.builtInDirectory!.appendingPathComponent("default.yaml"),
      encoding: .utf8)
    text = text.replacingOccurrences(of: "accent: \"#0A84FF\"", with: "accent: bluish")
    #expect(throws: ThemeError.self) { try ThemeLoader.parse(text, file: "themes/bad.yaml") }
    do {
      _ = try ThemeLoader.parse(text, file: "themes/bad.yaml")
    } catch {
      #expect(
        "\(error)"
          == "themes/bad.yaml:11: key 'colors.accent': expected a colour like \"#RRGGBB\" or \"default\", got 'bluish'"
      )
    }
  }

  @Test("broken YAML, a missing role and an unknown key are reported, never a crash")
  func otherErrors() {
    #expect(throws: ThemeError.self) { try ThemeLoader.parse("colors: [", file: "t.yaml") }
    #expect(throws: ThemeError.self) {
      try ThemeLoader.parse("name: x\ncolors: {}\nsystem: {}", file: "t.yaml")
    }
    #expect(throws: ThemeError.self) { try ThemeLoader.parse("bogus: 1", file: "t.yaml") }
    #expect(throws: ThemeError.self) { try ThemeLoader.load(nameOrPath: "no-such-theme") }
  }
}
