import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Text as shipping apps write it: interpolated live dates and specifiers, styled text inside
/// text, `Text + Text`, text case, decorations, truncation modes and redaction, drawn in cells
/// (plain and with ANSI attributes).
@MainActor
@Suite("Text styles")
struct TextStyleTests {
  static let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  /// A view drawn into a frame at `now` (UTC).
  func frame<V: View>(_ view: V, width: Int, height: Int, ascii: Bool = false) throws -> Frame {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Self.now, timeZone: TimeZone(identifier: "UTC")!,
      asciiOnly: ascii)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    if ascii { frame.replaceNonASCII() }
    return frame
  }

  /// The rows of a view drawn at `now`, trailing spaces trimmed.
  func rows<V: View>(_ view: V, width: Int, height: Int = 1) throws -> [String] {
    try frame(view, width: width, height: height).text.components(separatedBy: "\n").map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("a live date, a specifier and a styled text interpolated in a string literal")
  func interpolations() throws {
    let departure = Self.now + 7 * 60
    #expect(try rows(Text("Departs \(departure, style: .time)"), width: 30) == ["Departs 9:48 AM"])
    #expect(try rows(Text("in \(departure, style: .relative)"), width: 30) == ["in 7 min, 0 sec"])
    #expect(try rows(Text("\(departure, style: .timer) left"), width: 30) == ["7:00 left"])
    #expect(try rows(Text("\(2.456, specifier: "%.1f") km"), width: 30) == ["2.5 km"])
    #expect(try rows(Text("\(Text("5").bold()) min"), width: 30) == ["5 min"])
    // The bold part is bold, the rest isn't.
    let styled = try frame(Text("\(Text("5").bold()) min"), width: 6, height: 1)
    #expect(styled[0, 0].style.attributes.contains(.bold))
    #expect(!styled[2, 0].style.attributes.contains(.bold))
    #expect(try rows(Text(0.25, format: .percent), width: 10) == ["25%"])
  }

  @Test("Text + Text keeps each part's style")
  func concatenation() throws {
    let text = Text("Platform ") + Text("2").bold() + Text(" · on time").italic()
    #expect(try rows(text, width: 30) == ["Platform 2 · on time"])
    let drawn = try frame(text, width: 30, height: 1)
    #expect(!drawn[0, 0].style.attributes.contains(.bold))
    #expect(drawn[9, 0].style.attributes.contains(.bold))
    #expect(drawn[13, 0].style.attributes.contains(.italic))
    // Plain parts join into one text that wraps as one.
    #expect(Text("a") + Text("b") == Text(verbatim: "ab"))
  }

  @Test("textCase, underline, strikethrough; kerning, tracking and tightening accepted")
  func styles() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Next train").textCase(.uppercase)
      Text("LATE").textCase(.lowercase)
      Text("Delayed").underline()
      Text("9:41").strikethrough(true, color: .red)
      Text("Tight").kerning(2).tracking(1).allowsTightening(true)
    }
    #expect(
      try rows(view, width: 12, height: 5) == ["NEXT TRAIN", "late", "Delayed", "9:41", "Tight"])
    let drawn = try frame(view, width: 12, height: 5)
    #expect(drawn[0, 2].style.attributes.contains(.underline))
    #expect(drawn[0, 3].style.attributes.contains(.strikethrough))
    #expect(!drawn[0, 4].style.attributes.contains(.underline))
    #expect(ANSIText.sgr(drawn[0, 3].style).contains("9"))
  }

  @Test("truncationMode cuts one line at its head, middle or tail")
  func truncation() throws {
    let text = "Alexanderplatz"
    #expect(try rows(Text(text).lineLimit(1).truncationMode(.head), width: 8) == ["…erplatz"])
    #expect(try rows(Text(text).lineLimit(1).truncationMode(.middle), width: 8) == ["Alex…atz"])
    #expect(try rows(Text(text).lineLimit(1).truncationMode(.tail), width: 8) == ["Alexand…"])
  }

  @Test("redacted(reason: .placeholder) draws blocks for text and symbols; unredacted shows")
  func redaction() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        Image(systemName: "tram.fill")
        Text("U2 Pankow")
      }
      Text(Self.now + 300, style: .time)
      Text("Berlin").unredacted()
    }.redacted(reason: .placeholder)
    #expect(try rows(view, width: 14, height: 3) == ["▇ ▇▇ ▇▇▇▇▇▇", "▇▇▇▇", "Berlin"])
    let ascii = try frame(view, width: 14, height: 3, ascii: true).text
    #expect(ascii.components(separatedBy: "\n").first?.hasPrefix("# ## ######") == true)
  }

  @Test("bad input: an empty text, a 10,000-character text, an unknown symbol")
  func badInput() throws {
    #expect(try rows(Text(""), width: 4) == [""])
    let long = String(repeating: "word ", count: 2000)
    let drawn = try rows(Text(long).truncationMode(.middle).lineLimit(1), width: 12)
    #expect(drawn == ["word w…word"])
    let wrapped = try rows(Text(long), width: 12, height: 3)
    #expect(wrapped.count == 3 && wrapped[2].hasSuffix("…"))
    #expect(try rows(Image(systemName: "no.such.symbol"), width: 2) == ["□"])
  }

  @Test("golden: text styles in a systemSmall widget, plain and --ansi")
  func golden() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        Image(systemName: "tram.fill.tunnel").symbolRenderingMode(.hierarchical)
        Text("U2").bold() + Text(" Ruhleben")
      }
      .textCase(.uppercase)
      Text("Departs \(Self.now + 420, style: .time)")
      Text("\(7) min").monospacedDigit().underline()
      Text("was 9:44").strikethrough().foregroundStyle(.secondary)
      Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
    }
    let drawn = try frame(view, width: 21, height: 5)
    GoldenFrame.assertMatches(drawn.text, named: "text-styles-small")
    GoldenFrame.assertMatches(ANSIText.render(drawn), named: "text-styles-small-ansi")
  }
}
