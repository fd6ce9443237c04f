import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
struct FlexibleFrameTests {
  @Test("maxWidth: .infinity fills the width offered, aligning the content in it")
  func fillsWidth() throws {
    #expect(
      try ViewRendering.rows(Text("Hi").frame(maxWidth: .infinity), width: 10, height: 1)
        == ["    Hi    "])
    #expect(
      try ViewRendering.rows(
        Text("Hi").frame(maxWidth: .infinity, alignment: .trailing), width: 10, height: 1)
        == ["        Hi"])
    #expect(
      try ViewRendering.rows(
        Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing),
        width: 6, height: 3) == ["      ", "      ", "    Hi"])
  }

  @Test("infinite frames in an HStack share the width equally")
  func shares() throws {
    #expect(
      try ViewRendering.rows(
        HStack(spacing: 0) {
          Text("a").frame(maxWidth: .infinity)
          Text("b").frame(maxWidth: .infinity)
        }, width: 10, height: 1) == ["  a    b  "])
    #expect(
      try ViewRendering.rows(
        HStack(spacing: 0) {
          Text("[").frame(maxWidth: .infinity, alignment: .leading)
          Text("fixed")
        }, width: 10, height: 1) == ["[    fixed"])
  }

  @Test("minWidth widens a small view; a finite maxWidth narrows the text, which wraps")
  func limits() throws {
    #expect(
      try ViewRendering.rows(
        HStack(spacing: 0) {
          Text("Hi").frame(minWidth: 48, alignment: .leading)
          Text("|")
        }, width: 10, height: 1) == ["Hi    |   "])
    #expect(
      try ViewRendering.rows(
        Text("Hello world").frame(maxWidth: 40, alignment: .leading), width: 12, height: 2)
        == ["Hello       ", "world       "])
  }

  @Test("a background colour on an infinite frame fills the whole row")
  func filledRow() throws {
    let theme = try ThemeLoader.defaultTheme()
    let frame = try ViewRendering.frame(
      Text("Hi").frame(maxWidth: .infinity, alignment: .leading).background(Color.blue),
      width: 5, height: 2)
    #expect(frame.text == "Hi   \n     ")
    #expect((0..<5).allSatisfy { frame[$0, 0].style.background == theme.resolve(.blue) })
    #expect((0..<5).allSatisfy { frame[$0, 1].style.background == .default })
  }
}
