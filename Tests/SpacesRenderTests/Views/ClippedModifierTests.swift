import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("clipped(): nothing of a view draws outside its frame")
struct ClippedModifierTests {
  @Test("a colour 10 columns wide in a 4-column clipped frame fills only the frame")
  func wideContentCutAtFrame() throws {
    let theme = try ThemeLoader.defaultTheme()
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 80).frame(width: 32).clipped()
      Text("|")
    }
    let frame = try ViewRendering.frame(view, width: 8, height: 1)
    #expect((0..<4).allSatisfy { frame[$0, 0].style.background == theme.resolve(.red) })
    #expect(frame[4, 0].grapheme == "|")
    #expect(frame[4, 0].style.background != theme.resolve(.red), "nothing drawn past the frame")
  }

  @Test("the modifier is recorded on the view")
  func recorded() {
    #expect(
      resolveViewNode(Text("x").clipped(antialiased: true))
        == .modified(.text(.verbatim("x")), .clipped))
  }
}
