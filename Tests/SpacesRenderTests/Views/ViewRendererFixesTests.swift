import Foundation
import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("ViewRenderer fixes: clear colour, accent colour, spacers across their stack")
struct ViewRendererFixesTests {
  @Test("Color.clear paints nothing, where Color.red fills")
  func clear() throws {
    let dotted = Cell(grapheme: ".", width: 1, style: CellStyle(foreground: .rgb(1, 2, 3)))
    let untouched = Frame(width: 4, height: 2, fill: dotted)
    #expect(try ViewRendering.frame(Color.clear, width: 4, height: 2, fill: dotted) == untouched)
    #expect(
      try ViewRendering.frame(
        Color(red: 1, green: 0, blue: 0, opacity: 0), width: 4, height: 2,
        fill: dotted) == untouched)
    let red = try ViewRendering.frame(Color.red, width: 4, height: 2, fill: dotted)
    #expect(red.text == "    \n    ")
    let zStack = try ViewRendering.frame(
      ZStack {
        Color.clear; Text("ab")
      }, width: 4, height: 1, fill: dotted)
    #expect(zStack.text == ".ab.")
  }

  @Test("Color.accentColor is the theme's accent role, not system blue")
  func accent() throws {
    var colors = Dictionary(
      uniqueKeysWithValues: ThemeRole.allCases.map { ($0, TerminalColor.default) })
    colors[.accent] = .rgb(1, 2, 3)
    let theme = Theme(name: "test", colors: colors, system: ["blue": .rgb(9, 9, 9)])
    #expect(theme.resolve(.accentColor) == .rgb(1, 2, 3))
    let frame = try ViewRendering.frame(Color.accentColor, width: 2, height: 1, theme: theme)
    #expect(frame[0, 0].style.background == .rgb(1, 2, 3))
    let tinted = try ViewRendering.frame(
      Image(systemName: "hourglass").tint(.accentColor), width: 2, height: 1, theme: theme)
    #expect(tinted[0, 0].style.foreground == .rgb(1, 2, 3))
    #expect(theme.resolve(.blue) == .rgb(9, 9, 9), "system blue stays blue")
    let bundled = try ThemeLoader.defaultTheme()
    #expect(bundled.resolve(.accentColor) == bundled.color(.accent))
  }

  @Test("a Spacer in a VStack has height along the stack and no width across it")
  func spacerAcrossStack() throws {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    let column = resolveViewNode(
      VStack {
        Text("a")
        Spacer(minLength: 80)
      })
    #expect(
      ViewRenderer(context: context).measure(
        column, proposal: ViewRenderer.Size(width: 20, height: 8))
        == ViewRenderer.Size(width: 1, height: 8))
    #expect(
      try ViewRendering.rows(
        HStack(alignment: .top, spacing: 0) {
          VStack {
            Text("a")
            Spacer(minLength: 32)
          }
          Text("b")
        }, width: 4, height: 3) == ["ab  ", "    ", "    "])
  }
}
