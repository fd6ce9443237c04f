import SpacesKit
import SpacesRender
import Testing

/// A name the table lacks draws as its nearest relative: variants stripped, then trailing parts.
@Suite("SF Symbol families")
struct SymbolFamilyTests {
  @Test("candidates drop a badge tail, variant parts, then trailing parts")
  func candidates() {
    #expect(
      SymbolFamily.candidates(for: "tram.fill.tunnel")
        == ["tram.tunnel", "tram.fill", "tram"])
    #expect(
      SymbolFamily.candidates(for: "person.crop.circle.badge.checkmark")
        == ["person.crop.circle", "person.crop", "person"])
    #expect(SymbolFamily.candidates(for: "battery.75percent") == ["battery"])
    #expect(
      SymbolFamily.candidates(for: "character.book.closed.rtl")
        == ["character.book.closed", "character.book", "character"])
    #expect(SymbolFamily.candidates(for: "") == [])
    #expect(SymbolFamily.candidates(for: "...") == [])
  }

  @Test("an unknown name draws as its family before the placeholder")
  func fallsBackByFamily() {
    let tram = SymbolGlyphs.entry(for: "tram.fill")
    #expect(!SymbolGlyphs.isKnown("tram.fill.tunnel"), "still reported as unknown")
    #expect(SymbolGlyphs.entry(for: "tram.fill.tunnel") == tram)
    #expect(SymbolGlyphs.glyph(for: "tram.fill.tunnel", ascii: true) == tram.ascii)
    #expect(SymbolGlyphs.entry(for: "wifi.exclamationmark.circle") != SymbolGlyphs.placeholder)
    #expect(SymbolGlyphs.entry(for: "bell.badge.waveform.fill") == SymbolGlyphs.entry(for: "bell"))
    #expect(SymbolGlyphs.entry(for: "heart.rtl.fill") == SymbolGlyphs.entry(for: "heart.fill"))
  }

  @Test("bad names draw the placeholder and never trap")
  func badNames() {
    #expect(SymbolGlyphs.entry(for: "") == SymbolGlyphs.placeholder)
    #expect(SymbolGlyphs.entry(for: ".") == SymbolGlyphs.placeholder)
    #expect(SymbolGlyphs.entry(for: "teleporter.fill") == SymbolGlyphs.placeholder)
    let long = String(repeating: "x.", count: 5000)
    #expect(SymbolGlyphs.entry(for: long) == SymbolGlyphs.placeholder)
  }
}
