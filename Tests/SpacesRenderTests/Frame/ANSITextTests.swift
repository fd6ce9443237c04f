import SpacesRender
import Testing

@Suite("ANSI text of a frame")
struct ANSITextTests {
  @Test("styles become one SGR per change, rows end in a reset, continuation cells are skipped")
  func sgr() {
    var frame = Frame(width: 6, height: 2)
    frame.write("ab", x: 0, y: 0, style: CellStyle(foreground: .rgb(255, 0, 10)))
    frame.write("c", x: 2, y: 0, style: CellStyle(attributes: [.bold, .reverse]))
    frame.write("☕x", x: 0, y: 1, style: CellStyle(background: .rgb(1, 2, 3), attributes: .dim))
    let rows = ANSIText.rows(frame)
    #expect(rows[0] == "\u{1B}[0;38;2;255;0;10mab\u{1B}[0;1;7mc\u{1B}[0m   ")
    #expect(rows[1] == "\u{1B}[0;2;48;2;1;2;3m☕x\u{1B}[0m   ")
    #expect(ANSIText.render(Frame(width: 2, height: 1)) == "  ", "unstyled: no escapes")
  }
}
