import Foundation
import SpacesKit
import SpacesRender
import Testing

/// Text with no colour of its own over coloured cells is drawn black or white, whichever
/// reads; the foreground hierarchy of `foregroundStyle(_:_:)`.
@MainActor
@Suite("Readable text over colour, and foreground levels")
struct ReadableTextTests {
  @Test("text with no colour of its own takes black on yellow and white on indigo")
  func readable() throws {
    let theme = try ThemeLoader.defaultTheme()
    let onYellow = try ViewRendering.frame(
      Text("Hi").frame(maxWidth: .infinity).background(Color.yellow), width: 4, height: 1)
    #expect(onYellow[1, 0].grapheme == "H")
    #expect(onYellow[1, 0].style.foreground == .rgb(0, 0, 0))
    let onIndigo = try ViewRendering.frame(
      ZStack {
        RoundedRectangle(cornerRadius: 8).fill(.indigo)
        Text("Hi")
      }, width: 4, height: 1)
    #expect(onIndigo[1, 0].style.foreground == .rgb(255, 255, 255))
    for x in 1...2 {
      let cell = onIndigo[x, 0]
      let contrast = RGB(cell.style.foreground)!.contrast(with: RGB(cell.style.background)!)
      #expect(contrast >= 4.5)
    }
    // A colour of its own is kept; text on the terminal's background keeps the default.
    let red = try ViewRendering.frame(
      Text("Hi").foregroundStyle(.red).background(Color.yellow), width: 2, height: 1)
    #expect(red[0, 0].style.foreground == theme.resolve(.red))
    let plain = try ViewRendering.frame(Text("Hi"), width: 2, height: 1)
    #expect(plain[0, 0].style.foreground == .default)
  }

  @Test("foregroundStyle(_:_:): content styled .secondary inside takes the second style")
  func levels() throws {
    let theme = try ThemeLoader.defaultTheme()
    let frame = try ViewRendering.frame(
      VStack {
        Text("A")
        Text("B").foregroundStyle(.secondary)
      }.foregroundStyle(.red, .green), width: 1, height: 2)
    #expect(frame[0, 0].style.foreground == theme.resolve(.red))
    #expect(frame[0, 1].style.foreground == theme.resolve(.green))
    let tertiary = try ViewRendering.frame(
      Text("C").foregroundStyle(.tertiary), width: 1, height: 1)
    #expect(tertiary[0, 0].style.foreground == theme.resolve(Color.white.opacity(0.3)))
  }

  @Test("a shape with no fill takes the foreground style, a gradient one too")
  func shapeForeground() throws {
    let theme = try ThemeLoader.defaultTheme()
    let frame = try ViewRendering.frame(Rectangle().foregroundStyle(.green), width: 2, height: 1)
    #expect(frame[0, 0].style.background == theme.resolve(.green))
    let gradient = try ViewRendering.frame(
      Rectangle().foregroundStyle(
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
      width: 8, height: 1)
    #expect(gradient[0, 0].style.background != gradient[7, 0].style.background)
  }

  @Test("clipShape(Circle()) keeps the cells outside the circle as they were")
  func clip() throws {
    let frame = try ViewRendering.frame(
      Color.red.clipShape(Circle()), width: 8, height: 3)
    #expect(frame[0, 0].style.background == .default)
    #expect(frame[4, 1].style.background != .default)
    let masked = try ViewRendering.frame(
      Color.red.mask { Capsule() }, width: 12, height: 3)
    #expect(masked[0, 0].style.background == .default)
    #expect(masked[6, 0].style.background != .default)
  }
}
