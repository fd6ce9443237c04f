import SpacesKit
import SpacesRender
import Testing

@Suite("UIKit's system colours resolve to the theme's")
struct UIColorThemeTests {
  @Test("labels, backgrounds, system colours and greys, in the default and the light theme")
  func resolve() throws {
    for theme in [try ThemeLoader.defaultTheme(), try ThemeLoader.load(nameOrPath: "light")] {
      #expect(theme.resolve(Color(uiColor: .label)) == theme.color(.text))
      #expect(theme.resolve(Color(uiColor: .secondaryLabel)) == theme.color(.secondary))
      #expect(theme.resolve(Color(uiColor: .systemBackground)) == theme.color(.background))
      #expect(
        theme.resolve(Color(UIColor.secondarySystemBackground)) == theme.color(.background))
      #expect(theme.resolve(Color(uiColor: .systemBlue)) == theme.resolve(.blue))
      #expect(theme.resolve(Color(uiColor: .systemGray6)) == theme.resolve(.gray))
      #expect(theme.resolve(Color(uiColor: .tintColor)) == theme.color(.accent))
    }
  }

  @Test("RGB colours keep their components")
  func rgb() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(
      theme.resolve(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
        == .rgb(255, 128, 0))
    #expect(theme.resolve(Color(uiColor: .white)) == .rgb(255, 255, 255))
  }
}
