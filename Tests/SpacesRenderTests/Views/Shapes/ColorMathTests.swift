import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The arithmetic behind translucent colours, gradients and readable text.
@Suite("Colour blending, contrast and colour initialisers")
struct ColorMathTests {
  @Test("a colour over another at an opacity mixes their components linearly")
  func blend() {
    let red = RGB(red: 1, green: 0, blue: 0)
    #expect(red.over(.black, opacity: 0.5).terminalColor == .rgb(128, 0, 0))
    #expect(red.over(.white, opacity: 0.25).terminalColor == .rgb(255, 191, 191))
    #expect(red.over(.white, opacity: 0) == .white)
    #expect(red.over(.white, opacity: 1) == red)
    #expect(red.over(.white, opacity: .nan) == red, "NaN opacity draws opaque, never traps")
  }

  @Test("WCAG luminance and contrast: white on black is 21:1; readable text is black or white")
  func contrast() {
    #expect(RGB.white.contrast(with: .black) == 21)
    #expect(RGB.white.luminance == 1)
    let yellow = RGB(red: 1, green: 0.84, blue: 0.04)
    let blue = RGB(red: 0.04, green: 0.52, blue: 1)
    let navy = RGB(red: 0, green: 0, blue: 0.5)
    #expect(yellow.readableText == .black)
    #expect(navy.readableText == .white)
    for background in [yellow, blue, navy, RGB(red: 0.5, green: 0.5, blue: 0.5)] {
      #expect(background.readableText.contrast(with: background) >= 4.5)
    }
  }

  @Test("translucent colours resolve blended over the theme's canvas; opacity multiplies")
  func opacity() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(Color.white.opacity(0.5).alpha == 0.5)
    #expect(Color.white.opacity(0.5).opacity(0.5).alpha == 0.25)
    #expect(Color(white: 1, opacity: 0.5).opacity(0.5).alpha == 0.25)
    #expect(Color.red.opacity(-3).alpha == 0)
    #expect(theme.resolve(Color.white.opacity(0.5)) == .rgb(128, 128, 128))
    #expect(theme.resolveWithOpacity(Color.white.opacity(0.5)).color == .rgb(255, 255, 255))
  }

  @Test("Color(hue:saturation:brightness:) and Color(.sRGBLinear, …) land on sRGB")
  func initialisers() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(theme.resolve(Color(hue: 0, saturation: 1, brightness: 1)) == .rgb(255, 0, 0))
    #expect(theme.resolve(Color(hue: 1 / 3, saturation: 1, brightness: 1)) == .rgb(0, 255, 0))
    #expect(theme.resolve(Color(hue: 2 / 3, saturation: 1, brightness: 0.5)) == .rgb(0, 0, 128))
    #expect(theme.resolve(Color(hue: .nan, saturation: 0, brightness: 1)) == .rgb(255, 255, 255))
    #expect(theme.resolve(Color(.sRGB, red: 1, green: 0.5, blue: 0)) == .rgb(255, 128, 0))
    #expect(
      theme.resolve(Color(.sRGBLinear, red: 0.216, green: 0.216, blue: 0.216))
        == .rgb(128, 128, 128))
  }

  @Test("hierarchical levels below secondary fade the primary colour into the canvas")
  func hierarchy() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(
      theme.resolve(Color(white: 1).opacity(0.3))
        == theme.resolve(HierarchicalShapeStyle.tertiary._color))
    #expect(theme.resolve(HierarchicalShapeStyle.secondary._color) == theme.color(.secondary))
    #expect(theme.resolve(HierarchicalShapeStyle.quinary._color) == .rgb(26, 26, 26))
  }
}
