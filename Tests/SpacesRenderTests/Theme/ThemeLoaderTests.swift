import Foundation
import SpacesRender
import Testing

@Suite("Theme loading")
struct ThemeLoaderTests {
  /// The default theme's text.
  static func defaultText() throws -> String {
    try String(
      contentsOf: ThemeLoader.builtInDirectory!.appendingPathComponent("default.yaml"),
      encoding: .utf8)
  }

  /// The default theme's text with the line that starts with a prefix replaced by others.
  static func defaultText(replacing prefix: String, with lines: [String]) throws -> String {
    var result: [String] = []
    for line in try defaultText().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(prefix) { result += lines } else { result.append(String(line)) }
    }
    return result.joined(separator: "\n")
  }

  /// The error that parsing a text throws, as text.
  static func error(parsing text: String, file: String = "t.yaml") -> String? {
    do {
      _ = try ThemeLoader.parse(text, file: file)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("the default theme loads and gives every role a colour")
  func defaultTheme() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(theme.name == "default")
    #expect(theme.system["purple"] == .rgb(0xBF, 0x5A, 0xF2))
    #expect(ThemeLoader.builtInNames.contains("default"))
    #expect(Set(theme.colors.keys) == Set(ThemeRole.allCases))
    #expect(theme.color(.background) == .default)
    #expect(theme.color(.placeholder) == .rgb(0x63, 0x63, 0x66))
    #expect(theme.color(.island) == .rgb(0, 0, 0))
  }

  @Test("a missing role names the colors table's line and the role")
  func missingRole() throws {
    let text = try Self.defaultText(replacing: "  island:", with: [])
    #expect(Self.error(parsing: text) == "t.yaml:5: key 'colors.island': missing")
  }

  @Test("an unknown role names its line and lists the valid roles")
  func unknownRole() throws {
    let text = try Self.defaultText(
      replacing: "  text:", with: ["  text: default", "  glow: \"#FFFFFF\""])
    let valid = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(
      Self.error(parsing: text) == "t.yaml:7: key 'colors.glow': unknown role (valid: \(valid))")
  }

  @Test("a role or a section given twice is an error, not a silent override")
  func duplicates() throws {
    let role = try Self.defaultText(
      replacing: "  text:", with: ["  text: default", "  text: \"#FFFFFF\""])
    #expect(Self.error(parsing: role) == "t.yaml:6: key 'text': given more than once")
    let section = try Self.defaultText() + "\nsymbols: {}\n"
    #expect(
      Self.error(parsing: section)?.hasSuffix(": key 'symbols': given more than once") == true)
  }

  @Test("a missing section, a non-string name and an unknown key name their line")
  func sections() {
    #expect(
      Self.error(parsing: "# a theme\nname: x\nsystem: {}\n") == "t.yaml:2: key 'colors': missing")
    #expect(
      Self.error(parsing: "name: [x]\n")
        == "t.yaml:1: key 'name': expected a string")
    #expect(
      Self.error(parsing: "name: x\nbogus: 1\n")
        == "t.yaml:2: key 'bogus': unknown key (valid: name, colors, system, symbols, increaseContrast)"
    )
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
    #expect(throws: UnknownThemeError.self) { try ThemeLoader.load(nameOrPath: "no-such-theme") }
  }
}
