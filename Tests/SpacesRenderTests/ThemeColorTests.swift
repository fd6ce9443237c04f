import SpacesKit
import SpacesRender
import Testing

@Suite("Theme: SwiftUI colours")
struct ThemeColorTests {
  @Test("Color.accentColor resolves to the theme's accent role, not system blue")
  func accent() throws {
    var colors = Dictionary(
      uniqueKeysWithValues: ThemeRole.allCases.map { ($0, TerminalColor.default) })
    colors[.accent] = .rgb(1, 2, 3)
    let theme = Theme(name: "test", colors: colors, system: ["blue": .rgb(9, 9, 9)])
    #expect(theme.resolve(.accentColor) == .rgb(1, 2, 3))
    #expect(theme.resolve(.blue) == .rgb(9, 9, 9))
    let bundled = try ThemeLoader.defaultTheme()
    #expect(bundled.resolve(.accentColor) == bundled.color(.accent))
  }
}
