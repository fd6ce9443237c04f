import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The high-contrast theme's Increase Contrast: an app's text colour that reads at less than
/// 4.5:1 on what it is drawn on is deepened until it reads; other themes draw it as given.
@MainActor
@Suite("Increase Contrast: app text raised to 4.5:1 in the high-contrast theme")
struct IncreaseContrastTests {
  /// A dark brown (Caffeine's) as an app writes it.
  let brown = Color(red: 0.35, green: 0.2, blue: 0.12)

  @Test("dark brown text on the black page is lightened to 4.5:1, keeping its hue")
  func raised() throws {
    let theme = try ThemeLoader.load(nameOrPath: "high-contrast")
    #expect(theme.increaseContrast)
    let frame = try ViewRendering.frame(
      Text("Total").foregroundStyle(brown), width: 5, height: 1, theme: theme)
    let text = try #require(RGB(frame[0, 0].style.foreground))
    #expect(text.contrast(with: theme.canvas) >= 4.5)
    #expect(text.red > text.green && text.green > text.blue, "still a brown")
    // Text that already reads is left as the app wrote it.
    let white = try ViewRendering.frame(
      Text("Total").foregroundStyle(.white), width: 5, height: 1, theme: theme)
    #expect(white[0, 0].style.foreground == theme.resolve(.white))
  }

  @Test("on a fill of its own the text is raised against the fill")
  func raisedOnFill() throws {
    let theme = try ThemeLoader.load(nameOrPath: "high-contrast")
    let frame = try ViewRendering.frame(
      Text("Go").foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5))
        .background(Color(red: 0.45, green: 0.45, blue: 0.45)),
      width: 2, height: 1, theme: theme)
    let cell = frame[0, 0]
    let contrast = RGB(cell.style.foreground)!.contrast(with: RGB(cell.style.background)!)
    #expect(contrast >= 4.5)
  }

  @Test("the default theme draws the app's colour as given")
  func notRaised() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(!theme.increaseContrast)
    let frame = try ViewRendering.frame(
      Text("Total").foregroundStyle(brown), width: 5, height: 1, theme: theme)
    #expect(frame[0, 0].style.foreground == theme.resolve(brown))
  }

  @Test("a theme file's increaseContrast must be true or false")
  func badValue() {
    let error = #expect(throws: ThemeError.self) {
      _ = try ThemeLoader.parse("name: t\nincreaseContrast: maybe\n", file: "t.yaml")
    }
    #expect(
      "\(error.map { "\($0)" } ?? "")" == "t.yaml:2: key 'increaseContrast': expected true or false"
    )
  }
}
