import Testing

@testable import SpacesRender

/// Cells pack their grapheme without references; every kind of grapheme comes back as it went
/// in, and equal graphemes compare equal however they were stored.
@Suite("PackedGrapheme: graphemes stored inline or interned")
struct PackedGraphemeTests {
  @Test(
    "round trips",
    arguments: [
      "a", " ", "█", "╭", "⏳", "漢", "é", "e\u{301}", "🇯🇵", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈",
      "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
    ] as [Character])
  func roundTrip(_ character: Character) {
    #expect(PackedGrapheme(character).character == character)
    #expect(PackedGrapheme(character) == PackedGrapheme(character))
    var cell = Cell(grapheme: character, width: 1, style: CellStyle())
    #expect(cell.grapheme == character)
    cell.grapheme = nil
    #expect(cell.grapheme == nil)
  }

  @Test("no grapheme, and different graphemes differ")
  func distinct() {
    #expect(PackedGrapheme(nil).character == nil)
    #expect(PackedGrapheme("a") != PackedGrapheme("b"))
    #expect(PackedGrapheme("👩‍👩‍👧‍👦") != PackedGrapheme("👩‍👩‍👧"))
    #expect(PackedGrapheme(nil) != PackedGrapheme(" "))
  }
}
