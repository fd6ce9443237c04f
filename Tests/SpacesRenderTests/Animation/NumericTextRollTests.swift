import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// `.numericText` as SwiftUI plays it, in cells: every frame of a change shows only the old and
/// the new digits (never one counted through), a changed digit leaves and the new one arrives
/// from the side the value moves to, and digits that appear or vanish do so at the edge.
@MainActor
@Suite("numericText: only old and new digits, sliding out and in")
struct NumericTextRollTests {
  static let start = Date(timeIntervalSince1970: 1_780_911_660)
  /// The row the number is on in `view(_:)`.
  static let row = 1

  /// A number between two blank rows (free for the digits sliding through), rolling in 1 s.
  func view(_ value: Int) -> ViewNode {
    resolveViewNode(
      VStack(alignment: .leading, spacing: 0) {
        Text(" ")
        Text("\(value) mg").contentTransition(.numericText(value: Double(value)))
        Text(" ")
      }
      .animation(.linear(duration: 1), value: value))
  }

  /// The frame of the change from `old` to `new` at `time` seconds, in 12 × 3 cells.
  func frame(_ old: ViewNode, _ new: ViewNode, at time: TimeInterval) throws -> Frame {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Self.start.addingTimeInterval(time))
    var frame = Frame(width: 12, height: 3)
    ViewRenderer(context: context).drawWidget(
      new, transition: time.isNaN ? nil : EntryTransition(from: old, startedAt: Self.start),
      in: Rect(x: 0, y: 0, width: 12, height: 3), frame: &frame,
      environment: .init(foreground: .default))
    return frame
  }

  /// The settled frame of a view.
  func settled(_ view: ViewNode) throws -> Frame { try frame(view, view, at: .nan) }

  /// The frames every 1/60 s from the start to the end of the change.
  func frames(_ from: Int, _ to: Int) throws -> [(time: TimeInterval, frame: Frame)] {
    try (0...60).map { tick in
      let time = Double(tick) / 60
      return (time, try frame(view(from), view(to), at: time))
    }
  }

  func digit(_ cell: Cell) -> Character? {
    cell.grapheme.flatMap { $0.isASCII && $0.isNumber ? $0 : nil }
  }

  @Test(
    "every frame shows, per position, only the old or the new digit",
    arguments: [(256, 320), (64, 159), (99, 100), (100, 99), (9, 10), (320, 256), (10, 9)])
  func onlyOldAndNewDigits(from: Int, to: Int) throws {
    let old = try settled(view(from))
    let new = try settled(view(to))
    let row = Self.row
    for (time, frame) in try frames(from, to) {
      for x in 0..<frame.width {
        // On the number's row: the old or the new digit of that column.
        if let shown = digit(frame[x, row]) {
          #expect(
            [digit(old[x, row]), digit(new[x, row])].contains(shown),
            "t=\(time) column \(x): \(shown) in \(frame.text)")
        }
        // Above and below: blank, or an old or new digit of that column sliding through, dimmed.
        for y in [row - 1, row + 1] {
          guard let shown = digit(frame[x, y]) else {
            #expect(frame[x, y].grapheme == " ", "t=\(time) (\(x), \(y)) in \(frame.text)")
            continue
          }
          #expect(
            [digit(old[x, row]), digit(new[x, row])].contains(shown)
              && frame[x, y].style.attributes.contains(.dim),
            "t=\(time) (\(x), \(y)): \(shown) in \(frame.text)")
        }
      }
    }
  }

  /// The number's row at every frame, deduplicated: what a viewer reads.
  func readings(_ from: Int, _ to: Int) throws -> [String] {
    var readings: [String] = []
    for (_, frame) in try frames(from, to) {
      let line = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[Self.row]
      let reading = line.trimmingCharacters(in: .whitespaces)
      if readings.last != reading { readings.append(reading) }
    }
    return readings
  }

  @Test("the number reads old, then new: nothing in between, the width changing at half-way")
  func readsOldThenNew() throws {
    #expect(try readings(256, 320) == ["256 mg", "320 mg"])
    #expect(try readings(64, 159) == ["64 mg", "159 mg"])
    #expect(try readings(99, 100) == ["99 mg", "100 mg"])
    #expect(try readings(100, 99) == ["100 mg", "99 mg"])
    #expect(try readings(9, 10) == ["9 mg", "10 mg"])
  }

  @Test("growing: the old digits leave upwards, the new ones arrive from below; unchanged stay")
  func growingSlidesUp() throws {
    // 256 → 320: all three digits change. A quarter in: the old digits dimmed, the new ones
    // below; three quarters in: the new digits dimmed, the old ones above.
    let quarter = try frame(view(256), view(320), at: 0.3)
    #expect(quarter.text == "            \n256 mg      \n320         ")
    #expect((0..<3).allSatisfy { quarter[$0, 1].style.attributes.contains(.dim) })
    #expect(!quarter[4, 1].style.attributes.contains(.dim), "the unit doesn't change")
    let threeQuarters = try frame(view(256), view(320), at: 0.6)
    #expect(threeQuarters.text == "256         \n320 mg      \n            ")
    // 1250 → 1260: only the tens digit moves.
    let tens = try frame(view(1250), view(1260), at: 0.3)
    #expect(tens.text == "            \n1250 mg     \n  6         ")
    #expect(
      !tens[0, 1].style.attributes.contains(.dim) && tens[2, 1].style.attributes.contains(.dim))
  }

  @Test("shrinking: the old digits leave downwards, the new ones arrive from above")
  func shrinkingSlidesDown() throws {
    let quarter = try frame(view(320), view(256), at: 0.3)
    #expect(quarter.text == "256         \n320 mg      \n            ")
    let threeQuarters = try frame(view(320), view(256), at: 0.6)
    #expect(threeQuarters.text == "            \n256 mg      \n320         ")
  }

  @Test("99 → 100: the new leading digit arrives at the edge; 100 → 99: it leaves there")
  func digitsAppearAndVanishAtTheEdge() throws {
    let growing = try frame(view(99), view(100), at: 0.3)
    #expect(growing.text == "            \n99 mg       \n100         ")
    let grown = try frame(view(99), view(100), at: 0.6)
    #expect(grown.text == "99          \n100 mg      \n            ")
    #expect((0..<3).allSatisfy { grown[$0, 1].style.attributes.contains(.dim) })
    #expect(!grown[4, 1].style.attributes.contains(.dim), "\"mg\" only moves")
    let shrunk = try frame(view(100), view(99), at: 0.6)
    #expect(shrunk.text == "            \n99 mg       \n100         ")
  }

  @Test("without free rows the digits only swap in place (old dimmed, new dimmed), two looks")
  func noFreeRows() throws {
    func packed(_ value: Int) -> ViewNode {
      resolveViewNode(
        VStack(alignment: .leading, spacing: 0) {
          Text("Total Caffeine")
          Text("\(value) mg").contentTransition(.numericText(value: Double(value)))
          Text("Espresso here")
        }
        .animation(.linear(duration: 1), value: value))
    }
    let animation = try #require(
      EntryAnimation(
        from: packed(256), to: packed(320), width: 14, height: 3,
        renderer: ViewRenderer(context: try context()), style: .init(foreground: .default),
        reducedMotion: false))
    // A frame at the start, one at half-way, one at the end (undimmed).
    let halfWay = try #require(animation.nextChange(after: 0))
    #expect(abs(halfWay - 0.5) < 1.0 / 60, "\(halfWay)")
    #expect(animation.nextChange(after: halfWay) == 1)
    #expect(animation.nextChange(after: 1) == nil)
  }

  @Test("a text whose words change too swaps cell by cell, still only old and new glyphs")
  func shapeChangedFallsBackToColumns() throws {
    func drinks(_ count: Int) -> ViewNode {
      resolveViewNode(
        VStack(alignment: .leading, spacing: 0) {
          Text(" ")
          Text(count == 1 ? "1 drink" : "\(count) drinks")
            .contentTransition(.numericText(value: Double(count)))
          Text(" ")
        }
        .animation(.linear(duration: 1), value: count))
    }
    #expect(
      try frame(drinks(1), drinks(2), at: 0.3).text.split(separator: "\n")[1] == "1 drink     ")
    #expect(
      try frame(drinks(1), drinks(2), at: 0.6).text.split(separator: "\n")[1] == "2 drinks    ")
  }

  @Test("pairs by place value: the units with the units, extra leading digits unpaired")
  func placeValuePairs() throws {
    func glyphs(_ text: String) -> [NumericTextAlignment.Glyph] {
      text.enumerated().map { index, character in
        .init(column: index, cell: Cell(grapheme: character, width: 1, style: CellStyle()))
      }
    }
    let pairs = try #require(
      NumericTextAlignment.pairs(old: glyphs("99 mg"), new: glyphs("100 mg")))
    func name(_ glyph: NumericTextAlignment.Glyph?) -> String {
      glyph?.cell.grapheme.map(String.init) ?? "_"
    }
    let shown = pairs.map { name($0.old) + name($0.new) }
    #expect(shown == ["_1", "90", "90", "  ", "mm", "gg"])
    #expect(NumericTextAlignment.pairs(old: glyphs("1 drink"), new: glyphs("2 drinks")) == nil)
    // A grouping separator belongs to its number.
    #expect(
      NumericTextAlignment.pairs(old: glyphs("999 mg"), new: glyphs("1,000 mg"))?.count == 8)
  }

  func context() throws -> RenderContext {
    RenderContext(theme: try ThemeLoader.defaultTheme(), now: Self.start)
  }
}
