import SpacesEngine
import SpacesRender
import Testing

@Suite("Frame and FrameDiff")
struct FrameTests {
  @Test("wide graphemes take two cells; writes clip at the edge")
  func wide() {
    var frame = Frame(width: 6, height: 1)
    let used = frame.write("⏳日本", x: 0, y: 0, style: CellStyle())
    #expect(used == 6)
    #expect(frame[1, 0].width == 0)
    #expect(frame.text == "⏳日本")
    var clipped = Frame(width: 5, height: 1)
    #expect(clipped.write("⏳日本", x: 0, y: 0, style: CellStyle()) == 4)
    #expect(clipped.text == "⏳日 ")
  }

  @Test("overwriting half of a wide grapheme blanks the other half")
  func overlap() {
    var frame = Frame(width: 4, height: 1)
    frame.write("日本", x: 0, y: 0, style: CellStyle())
    frame.put("x", x: 1, y: 0, style: CellStyle())
    #expect(frame.text == " x本")
  }

  @Test("the diff covers exactly the changed cells, whole graphemes")
  func diff() {
    var a = Frame(width: 10, height: 2)
    a.write("Stopped", x: 0, y: 1, style: CellStyle())
    var b = a
    b.write("Running", x: 0, y: 1, style: CellStyle())
    let diff = FrameDiff(from: a, to: b)
    #expect(!diff.isFullRepaint)
    #expect(diff.runs.count == 1)
    #expect(diff.runs[0].y == 1)
    #expect(diff.changedCells == 7)  // every letter of "Stopped" vs "Running" differs
    #expect(FrameDiff(from: b, to: b).runs.isEmpty)
    #expect(FrameDiff(from: nil, to: b).isFullRepaint)
    var c = a
    c.write("⌛", x: 8, y: 0, style: CellStyle())
    let wide = FrameDiff(from: a, to: c)
    #expect(wide.runs.map(\.x) == [8])
    #expect(wide.changedCells == 2)
  }

  @Test("cell widths follow wcwidth for the glyphs the samples use")
  func widths() {
    #expect(CellWidth.of("⏳" as Character) == 2)
    #expect(CellWidth.of("⌛" as Character) == 2)
    #expect(CellWidth.of("☕" as Character) == 2)
    #expect(CellWidth.of("日" as Character) == 2)
    #expect(CellWidth.of("a" as Character) == 1)
    #expect(CellWidth.of("é" as Character) == 1)
    #expect(CellWidth.of("─" as Character) == 1)
    #expect(CellWidth.truncate("Productivity Timer", to: 8) == "Product…")
  }
}
