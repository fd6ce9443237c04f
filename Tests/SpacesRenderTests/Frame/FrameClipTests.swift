import SpacesRender
import Testing

@Suite("Frame clip rectangles")
struct FrameClipTests {
  let dotted = Cell(grapheme: ".", width: 1, style: CellStyle())

  @Test("Frame writes, fills and restyles only inside the pushed clip, until it is popped")
  func frameClip() {
    var frame = Frame(width: 6, height: 2, fill: dotted)
    frame.pushClip(Rect(x: 1, y: 0, width: 3, height: 1))
    #expect(frame.write("abcdef", x: 0, y: 0, style: CellStyle()) == 4)
    frame.write("zz", x: 0, y: 1, style: CellStyle())
    frame.fill(Rect(x: 0, y: 0, width: 6, height: 2), style: CellStyle(attributes: .bold))
    frame.pushClip(Rect(x: 3, y: 0, width: 9, height: 9))
    #expect(frame.clipRect == Rect(x: 3, y: 0, width: 1, height: 1))
    frame.popClip()
    frame.popClip()
    frame.write("Q", x: 5, y: 1, style: CellStyle())
    #expect(frame.text == ".   ..\n.....Q")
    #expect(frame[0, 0].style.attributes == [])
    #expect(frame[1, 0].style.attributes == [.bold])
    var clipped = Frame(width: 2, height: 1)
    clipped.pushClip(Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(clipped == Frame(width: 2, height: 1))
  }

  @Test("a wide grapheme that would cross the clip's edge is not drawn")
  func wideAtEdge() {
    var frame = Frame(width: 4, height: 1, fill: dotted)
    frame.pushClip(Rect(x: 0, y: 0, width: 3, height: 1))
    frame.write("a日本", x: 0, y: 0, style: CellStyle())
    frame.popClip()
    #expect(frame.text == "a日.")
  }
}
