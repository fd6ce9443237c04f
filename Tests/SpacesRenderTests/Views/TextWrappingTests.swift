import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("Text: wrapping at word boundaries, lineLimit, truncation")
struct TextWrappingTests {
  let sentence = "The quick brown fox jumps"

  @Test("text wraps at spaces within the width; lines are unlimited by default")
  func wraps() throws {
    #expect(
      try ViewRendering.rows(Text(sentence), width: 10, height: 4) == [
        "The quick ", "brown fox ", "jumps     ", "          ",
      ])
    #expect(
      try ViewRendering.rows(Text(sentence).lineLimit(nil), width: 10, height: 3) == [
        "The quick ", "brown fox ", "jumps     ",
      ])
  }

  @Test("lineLimit keeps that many lines and ends the last with …")
  func lineLimit() throws {
    #expect(
      try ViewRendering.rows(Text(sentence).lineLimit(2), width: 10, height: 4) == [
        "The quick ", "brown fox…", "          ", "          ",
      ])
    #expect(
      try ViewRendering.rows(Text(sentence).lineLimit(1), width: 12, height: 3)[0]
        == "The quick b…")
    #expect(try ViewRendering.rows(Text("ab\ncd").lineLimit(1), width: 6, height: 2)[0] == "ab…   ")
  }

  @Test("a one-row area truncates to one line with …, as before wrapping existed")
  func oneRow() throws {
    #expect(try ViewRendering.rows(Text(sentence), width: 10, height: 1) == ["The quick…"])
    #expect(
      try ViewRendering.rows(Text(sentence), width: 10, height: 2) == ["The quick ", "brown fox…"])
  }

  @Test("wide characters wrap by cell width, breaking inside a word between graphemes")
  func wide() throws {
    #expect(
      try ViewRendering.rows(Text("日本語のテキスト"), width: 5, height: 4) == [
        "日本 ", "語の ", "テキ ", "スト ",
      ])
    #expect(
      try ViewRendering.rows(Text("日本語のテキスト"), width: 5, height: 3) == [
        "日本 ", "語の ", "テキ…",
      ])
    #expect(
      try ViewRendering.rows(Text("Hi 日本語"), width: 4, height: 3) == ["Hi  ", "日本", "語  "])
  }

  @Test("in a VStack, text takes the rows the fixed views leave it")
  func inStack() throws {
    #expect(
      try ViewRendering.rows(
        VStack(alignment: .leading) {
          Text("Title").bold()
          Text(sentence)
        }, width: 10, height: 3) == ["Title     ", "The quick ", "brown fox…"])
  }
}
