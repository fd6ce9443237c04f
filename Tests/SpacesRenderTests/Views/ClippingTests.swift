import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("Clipping: drawing stays inside each view's rectangle")
struct ClippingTests {
  let dotted = Cell(grapheme: ".", width: 1, style: CellStyle())

  @Test("a child wider than its stack's share is cut at the stack's edge")
  func overflowingChild() throws {
    let theme = try ThemeLoader.defaultTheme()
    let frame = try ViewRendering.frame(
      HStack(spacing: 0) { Color.red.frame(width: 80) }, width: 10, height: 1,
      rect: Rect(x: 0, y: 0, width: 6, height: 1))
    #expect((0..<6).allSatisfy { frame[$0, 0].style.background == theme.resolve(.red) })
    #expect((6..<10).allSatisfy { frame[$0, 0].style.background == .default })
  }

  @Test("a view drawn into part of a frame leaves its neighbours untouched")
  func neighbours() throws {
    let rect = Rect(x: 2, y: 1, width: 5, height: 2)
    #expect(
      try ViewRendering.rows(
        Text("hello wide world"), width: 9, height: 4, rect: rect, fill: dotted)
        == [".........", "..hello..", "..wide…..", "........."])
    #expect(
      try ViewRendering.rows(Color.green, width: 9, height: 4, rect: rect, fill: dotted)
        == [".........", "..     ..", "..     ..", "........."])
  }
}
