import Foundation
import SpacesEngine

extension SymbolTable {
  /// Reads a table written one entry a line, as the bundled one is — `name: ["glyph", "a", 1]`,
  /// comments and blank lines between — without building a YAML tree; `nil` at the first line
  /// in any other form, or an entry the checks refuse, so that the YAML parse reads the file
  /// and reports it (file, line, key).
  ///
  /// The bundled table has about 3,000 entries, and every process reads it before its first
  /// frame: composed through Yams (nodes, tag resolution by regular expressions, the duplicate
  /// key check) that was a third of a `spaces snapshot` process's time; line by line it is a
  /// small fraction of a millisecond. The two readings agree entry for entry (a test reads
  /// the bundled file both ways). With `checksWidths` false a line's width is taken as written
  /// instead of measured with `CellWidth` (the bundled table, which that test checks).
  package static func parseLines(_ text: String, checksWidths: Bool = true) -> SymbolTable? {
    var entries: [String: SymbolGlyph] = [:]
    var names: [String] = []
    entries.reserveCapacity(4096)
    names.reserveCapacity(4096)
    var text = text
    let table: SymbolTable?? = text.withUTF8 { bytes in
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        var end = lineEnd
        if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var first = lineStart
        while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
        if first == end || bytes[first] == UInt8(ascii: "#") { continue }
        guard let entry = lineEntry(bytes, from: lineStart, to: end), entries[entry.name] == nil,
          let glyph = checkedGlyph(entry, checksWidth: checksWidths)
        else { return .some(nil) }
        entries[entry.name] = glyph
        names.append(entry.name)
      }
      return nil
    }
    if let table { return table }
    return SymbolTable(entries: entries, names: names)
  }

  /// A line's entry as written, before the checks.
  private struct LineEntry {
    var name: String
    var glyph: String
    var ascii: String
    /// The width's digits as a number; `nil` past 18 digits.
    var width: Int?
  }

  /// `name: ["glyph", "ascii", width]` in `bytes[start..<end]`, split into the name and the
  /// three items, or `nil`.
  private static func lineEntry(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> LineEntry? {
    var index = start
    while index < end, isNameByte(bytes[index]) { index += 1 }
    guard index > start, index + 3 < end, bytes[index] == UInt8(ascii: ":"),
      bytes[index + 1] == UInt8(ascii: " "), bytes[index + 2] == UInt8(ascii: "["),
      bytes[end - 1] == UInt8(ascii: "]")
    else { return nil }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    index += 3
    let close = end - 1
    var strings: (String, String) = ("", "")
    for item in 0..<2 {
      guard let (string, after) = quoted(bytes, at: index, before: close), after + 1 < close,
        bytes[after] == UInt8(ascii: ","), bytes[after + 1] == UInt8(ascii: " ")
      else { return nil }
      if item == 0 { strings.0 = string } else { strings.1 = string }
      index = after + 2
    }
    guard index < close else { return nil }
    // The digits' value, read in place (no `String` to hand to `Int(_:)`).
    var width = 0
    for byte in bytes[index..<close] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      width = width &* 10 &+ Int(byte - UInt8(ascii: "0"))
    }
    return LineEntry(
      name: name, glyph: strings.0, ascii: strings.1, width: close - index <= 18 ? width : nil)
  }

  /// Letters, digits, `.`, `-` and `_`: what the bundled table's names are made of.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// A double-quoted string starting at `start` (with `\"` and `\\` escapes only) and the
  /// index after its closing quote, or `nil`.
  private static func quoted(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, before end: Int
  ) -> (String, Int)? {
    guard start < end, bytes[start] == UInt8(ascii: "\"") else { return nil }
    // Without escapes (nearly every item) the string is the bytes between the quotes.
    var scan = start + 1
    while scan < end, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "\\") {
      scan += 1
    }
    if scan < end, bytes[scan] == UInt8(ascii: "\"") {
      let text = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<scan])
      return (String(decoding: text, as: UTF8.self), scan + 1)
    }
    var result: [UInt8] = []
    var index = start + 1
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return (String(decoding: result, as: UTF8.self), index + 1) }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\")
        else { return nil }
      }
      result.append(bytes[index])
      index += 1
    }
    return nil
  }

  /// The entry if it passes `entry(_:file:key:)`'s checks (the width's only when asked),
  /// else `nil`. The fallback is checked byte by byte: printable ASCII, so one or two bytes
  /// are one or two characters.
  private static func checkedGlyph(_ entry: LineEntry, checksWidth: Bool) -> SymbolGlyph? {
    let ascii = entry.ascii.utf8
    guard !entry.glyph.isEmpty, !ascii.isEmpty, ascii.count <= 2,
      ascii.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
      let width = entry.width, (1...2).contains(width),
      !checksWidth || width == CellWidth.of(entry.glyph)
    else { return nil }
    return SymbolGlyph(glyph: entry.glyph, ascii: entry.ascii, width: width)
  }
}
