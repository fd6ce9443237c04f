import SpacesEngine
import Testing

@Suite("CellWidth: cells per grapheme, as terminals count them")
struct CellWidthTests {
  @Test("ASCII, CJK, accents composed and decomposed, emoji and ZWJ sequences")
  func widths() {
    #expect(CellWidth.of("q") == 1)
    #expect(CellWidth.of("日本") == 4)
    #expect(CellWidth.of("\u{E9}") == 1)
    #expect(CellWidth.of("e\u{301}") == 1)
    #expect(CellWidth.of("\u{301}" as Unicode.Scalar) == 0)
    #expect(CellWidth.of("👩‍💻") == 2)
    #expect(CellWidth.of("👩‍💻" as Character) == 2)
    #expect(CellWidth.of("☕" as Character) == 2)
  }

  @Test("truncation keeps whole graphemes and ends with the ellipsis")
  func truncation() {
    #expect(CellWidth.truncate("日本語", to: 4) == "日…")
    #expect(CellWidth.truncate("cafe\u{301}s", to: 4) == "caf…")
    #expect(CellWidth.truncate("q", to: 0) == "")
  }
}
