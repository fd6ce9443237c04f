import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("ZStack, overlay and background, with alignment")
struct LayeringTests {
  @Test("ZStack layers back to front, each child aligned in the stack's bounds")
  func zStack() throws {
    func rows(_ alignment: Alignment) throws -> [String] {
      try ViewRendering.rows(
        ZStack(alignment: alignment) {
          VStack {
            Text("......")
            Text("......")
            Text("......")
          }
          Text("XY")
        }, width: 8, height: 3)
    }
    #expect(try rows(.topLeading) == ["XY....  ", "......  ", "......  "])
    #expect(try rows(.center) == ["......  ", "..XY..  ", "......  "])
    #expect(try rows(.bottomTrailing) == ["......  ", "......  ", "....XY  "])
  }

  @Test("overlay draws over the content, aligned in its bounds")
  func overlay() throws {
    #expect(
      try ViewRendering.rows(
        Text("abcdef").overlay(alignment: .trailing) { Text("!") }, width: 8, height: 1)
        == ["abcde!  "])
    #expect(
      try ViewRendering.rows(Text("abcdef").overlay { Text("XY") }, width: 8, height: 1)
        == ["abXYef  "])
  }

  @Test("background draws behind the content, aligned in its bounds")
  func background() throws {
    #expect(
      try ViewRendering.rows(
        Text("Hi").padding(.horizontal, 8).background(alignment: .leading) { Text(">") },
        width: 6, height: 1) == [">Hi   "])
    #expect(
      try ViewRendering.rows(Text("Hi").background { Text("XYZW") }, width: 4, height: 1)
        == ["Hi  "])
  }

  @Test("background(Color) fills the content's bounds; the text keeps that background")
  func backgroundColor() throws {
    let theme = try ThemeLoader.defaultTheme()
    let red = theme.resolve(.red)
    let frame = try ViewRendering.frame(
      Text("Hi").padding(.horizontal, 8).background(Color.red), width: 6, height: 1)
    #expect(frame.text == " Hi   ")
    #expect(
      (0..<6).map { frame[$0, 0].style.background } == [red, red, red, red, .default, .default])
    let styled = try ViewRendering.frame(Text("Hi").background(.red), width: 4, height: 1)
    #expect((0..<4).map { styled[$0, 0].style.background } == [red, red, .default, .default])
  }

  @Test("overlay(Color) covers the content; overlay(Color.clear) leaves it")
  func overlayColor() throws {
    let theme = try ThemeLoader.defaultTheme()
    let covered = try ViewRendering.frame(Text("ab").overlay(Color.red), width: 3, height: 1)
    #expect(covered.text == "   ")
    #expect(covered[0, 0].style.background == theme.resolve(.red))
    #expect(covered[2, 0].style.background == .default)
    let clear = try ViewRendering.frame(Text("ab").overlay(Color.clear), width: 3, height: 1)
    #expect(clear.text == "ab ")
  }
}
