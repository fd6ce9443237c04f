import CNCursesW
import Foundation
import SpacesEngine
import Testing

@testable import SpacesTerminal

/// The terminal's bytes as `wgetch` returns them, into keys: UTF-8 assembled, invalid bytes
/// one U+FFFD each (never the end of input, never swallowing the keys after them), cursor and
/// editing keys in either cursor-key mode decoded, other unrecognised sequences dropped whole.
@Suite struct InputByteDecoderTests {
  private static let replacement = InputDecoder.Decoded.key(.character("\u{FFFD}"))

  /// The `input-decoder` fuzz target's seeds.
  static let seedDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fuzz/corpus/input-decoder")

  static var seedFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: seedDirectory.path)) ?? []).sorted()
  }

  /// Decodes bytes that arrived together (one burst: `pause` at the end), then what a flush
  /// after a quiet moment adds, if `flushing`.
  private static func decode(_ bytes: [UInt8], flushing: Bool = false) -> [InputDecoder.Decoded] {
    decode(codes: bytes.map(Int32.init), flushing: flushing)
  }

  /// Decodes `wgetch` results (bytes and key codes) that arrived together.
  private static func decode(codes inputs: [Int32], flushing: Bool = false)
    -> [InputDecoder.Decoded]
  {
    var decoder = InputByteDecoder()
    var output: [InputDecoder.Decoded] = []
    for input in inputs { decoder.decode(input, into: &output) }
    decoder.pause(into: &output)
    if flushing { decoder.flush(into: &output) }
    return output
  }

  private static func keys(_ text: String) -> [InputDecoder.Decoded] {
    text.map { .key(.character($0)) }
  }

  @Test("ASCII and UTF-8 characters of every length")
  func validText() {
    #expect(Self.decode(Array("q2 é日☕😀".utf8)) == Self.keys("q2 é日☕😀"))
  }

  @Test("control bytes are the keys they were: Enter, Tab, Backspace, Ctrl-letters")
  func controlBytes() {
    #expect(
      Self.decode([13, 10, 9, 127, 8, 0x13, 0x11, 0x03, 0x1A])
        == [
          .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace),
          .key(.control("s")), .key(.control("q")), .key(.control("c")), .key(.control("z")),
        ])
  }

  @Test("a ^S/^Q flood is as many keys, and nothing else")
  func flowControlFlood() {
    let flood = (0..<10_000).map { $0 % 2 == 0 ? UInt8(0x13) : 0x11 }
    let decoded = Self.decode(flood)
    #expect(decoded.count == flood.count)
    #expect(decoded.allSatisfy { $0 == .key(.control("s")) || $0 == .key(.control("q")) })
  }

  @Test(
    "a byte that is never UTF-8 is one U+FFFD, and the key after it still counts",
    arguments: [0xFF, 0xFE, 0xC0, 0xC1, 0xF5, 0x80, 0xBF] as [UInt8])
  func invalidByte(byte: UInt8) {
    #expect(Self.decode([byte]) == [Self.replacement])
    #expect(Self.decode([byte, UInt8(ascii: "q")]) == [Self.replacement, .key(.character("q"))])
    #expect(Self.decode([byte, byte, byte]) == Array(repeating: Self.replacement, count: 3))
  }

  @Test("Latin-1 é (0xE9) typed alone waits for its rest, then is one U+FFFD")
  func latin1() {
    var decoder = InputByteDecoder()
    var output: [InputDecoder.Decoded] = []
    decoder.decode(0xE9, into: &output)
    decoder.pause(into: &output)
    #expect(output.isEmpty && decoder.isWaiting)
    decoder.flush(into: &output)
    #expect(output == [Self.replacement] && !decoder.isWaiting)
    #expect(Self.decode([0xE9, 0x61, 0xE9]) == [Self.replacement, .key(.character("a"))])
    #expect(
      Self.decode([0x61, 0xE9, 0x62], flushing: true)
        == [.key(.character("a")), Self.replacement, .key(.character("b"))])
  }

  @Test("a character split across two bursts is still one character")
  func splitCharacter() {
    var decoder = InputByteDecoder()
    var output: [InputDecoder.Decoded] = []
    let bytes = Array("日".utf8)
    decoder.decode(Int32(bytes[0]), into: &output)
    decoder.pause(into: &output)
    for byte in bytes.dropFirst() { decoder.decode(Int32(byte), into: &output) }
    #expect(output == [.key(.character("日"))])
  }

  @Test("truncated, overlong and surrogate sequences: one U+FFFD per maximal bad part")
  func malformedSequences() {
    // A 3-byte lead cut short by ASCII.
    #expect(Self.decode([0xE6, 0x97, 0x61]) == [Self.replacement, .key(.character("a"))])
    // Overlong "/" (C0 AF) and overlong 3-byte (E0 80 AF): each byte is bad on its own.
    #expect(Self.decode([0xC0, 0xAF]) == [Self.replacement, Self.replacement])
    #expect(Self.decode([0xE0, 0x80, 0xAF]).count == 3)
    // A UTF-16 surrogate (ED A0 80) isn't a scalar.
    #expect(Self.decode([0xED, 0xA0, 0x80]).allSatisfy { $0 == Self.replacement })
    // Above U+10FFFF (F4 90 80 80).
    #expect(Self.decode([0xF4, 0x90, 0x80, 0x80]).allSatisfy { $0 == Self.replacement })
    // A key code cuts a character short.
    #expect(Self.decode(codes: [0xE6, KEY_UP]) == [Self.replacement, .key(.up)])
  }

  @Test("C1 controls encoded in UTF-8 are ignored, as before")
  func c1Controls() {
    #expect(Self.decode([0xC2, 0x85]) == [.ignored])
  }

  @Test("a lone Escape at the end of a burst is the Escape key")
  func loneEscape() {
    #expect(Self.decode([27]) == [.key(.escape)])
    #expect(Self.decode([27, 27]) == [.key(.escape), .key(.escape)])
  }

  @Test("Escape then a key in one burst (Alt plus the key) is Escape, then the key")
  func altKey() {
    #expect(Self.decode([27, UInt8(ascii: "x")]) == [.key(.escape), .key(.character("x"))])
    #expect(Self.decode(codes: [27, KEY_UP]) == [.key(.escape), .key(.up)])
  }

  @Test(
    "an escape sequence ncurses didn't recognise, and that names no key, is dropped whole",
    arguments: [
      "\u{1B}[200~", "\u{1B}[?1049h", "\u{1B}OP", "\u{1B}[<0;3;4M", "\u{1B}[I", "\u{1B}[2~",
      "\u{1B}[12;5~", "\u{1B}[1000~", "\u{1B}[2A", "\u{1B}[?1A", "\u{1B}[1 A",
    ])
  func unknownSequence(sequence: String) {
    #expect(Self.decode(Array(sequence.utf8)).isEmpty)
    #expect(Self.decode(Array((sequence + "q").utf8)) == [.key(.character("q"))])
  }

  /// Keys typed before the dashboard switched the terminal to application cursor keys come in
  /// normal mode (`ESC [ B`), which terminfo doesn't name; a terminal whose terminfo entry
  /// doesn't match sends either form: both are the keys they are, modifiers ignored.
  @Test(
    "cursor and editing keys in either cursor-key mode are the keys they are",
    arguments: [
      ("\u{1B}[A", KeyEvent.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left), ("\u{1B}[Z", .backTab),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5;5~", .pageUp),
    ])
  func cursorKeys(sequence: String, key: KeyEvent) {
    #expect(Self.decode(Array(sequence.utf8)) == [.key(key)])
    #expect(
      Self.decode(Array((sequence + sequence + "q").utf8)) == [
        .key(key), .key(key), .key(.character("q")),
      ])
  }

  @Test("a burst typed before application mode: every arrow and the Enter after them count")
  func typeahead() {
    let burst = Array("\u{1B}[B\u{1B}[D\u{1B}[B\r".utf8)
    #expect(Self.decode(burst) == [.key(.down), .key(.left), .key(.down), .key(.enter)])
  }

  @Test("a partial escape sequence waits for its rest, and is dropped if none comes")
  func partialSequence() {
    var decoder = InputByteDecoder()
    var output: [InputDecoder.Decoded] = []
    for byte in Array("\u{1B}[1;".utf8) { decoder.decode(Int32(byte), into: &output) }
    decoder.pause(into: &output)
    #expect(output.isEmpty && decoder.isWaiting)
    for byte in Array("5A".utf8) { decoder.decode(Int32(byte), into: &output) }
    #expect(output == [.key(.up)] && !decoder.isWaiting, "the rest arrived: Ctrl-Up, one key")
    output.removeAll()
    for byte in Array("\u{1B}[12".utf8) { decoder.decode(Int32(byte), into: &output) }
    decoder.flush(into: &output)
    #expect(output.isEmpty && !decoder.isWaiting)
    #expect(Self.decode(Array("\u{1B}[1".utf8), flushing: true).isEmpty)
    #expect(Self.decode(Array("\u{1B}O".utf8), flushing: true).isEmpty)
  }

  @Test("a byte that can't be in a sequence ends it, and counts")
  func brokenSequence() {
    #expect(Self.decode(Array("\u{1B}[1\rq".utf8)) == [.key(.enter), .key(.character("q"))])
    #expect(Self.decode([27, UInt8(ascii: "["), 0xFF]) == [Self.replacement])
  }

  @Test("an endless `ESC [` and digits gives up after the maximum length: keys again")
  func endlessSequence() {
    let limit = InputByteDecoder.maximumSequenceLength
    let digits = [UInt8](repeating: UInt8(ascii: "1"), count: limit + 2)
    let decoded = Self.decode([27, UInt8(ascii: "[")] + digits)
    #expect(decoded == Array(repeating: .key(.character("1")), count: 2))
  }

  @Test(
    "the fuzz target's seeds decode, every key nameable in a key script",
    arguments: seedFiles)
  func fuzzSeeds(file: String) throws {
    let bytes = Array(try Data(contentsOf: Self.seedDirectory.appendingPathComponent(file)))
    for input in Self.decode(bytes, flushing: true) {
      guard case .key(let key) = input else { continue }
      #expect(KeyEvent(name: key.description) == key, "\(file): \(key)")
    }
  }

  @Test("key codes pass through: arrows, resize, mouse; unknown codes are ignored")
  func keyCodes() {
    #expect(
      Self.decode(codes: [KEY_UP, KEY_RESIZE, KEY_MOUSE, 571, -5, 0x8000])
        == [.key(.up), .resize, .mouse, .ignored, .ignored, .ignored])
  }
}
