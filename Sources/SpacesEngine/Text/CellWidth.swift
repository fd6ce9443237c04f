/// How many terminal columns a grapheme takes, by the rule terminals follow (wcwidth):
/// 2 for East Asian wide/fullwidth and emoji presentation, 0 for combining marks, else 1.
package enum CellWidth {
  /// The width of one grapheme cluster.
  package static func of(_ grapheme: Character) -> Int {
    // Fast paths for what frames are mostly made of: ASCII, and single box-drawing and block
    // characters (three UTF-8 bytes, U+2500–U+259F).
    if let ascii = grapheme.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    let utf8 = grapheme.utf8
    if utf8.count == 3, utf8.first == 0xE2 {
      let second = utf8[utf8.index(after: utf8.startIndex)]
      let third = utf8[utf8.index(utf8.startIndex, offsetBy: 2)]
      if second == 0x94 || second == 0x95 || (second == 0x96 && third < 0xA0) { return 1 }
    }
    guard let first = grapheme.unicodeScalars.first else { return 0 }
    if grapheme.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return of(first)
  }

  /// The width of one scalar.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v == 0 { return 0 }
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if v < 0x300 { return 1 }
    // Box drawing and block elements (borders, the clock's digits, pads' caps): one cell each,
    // without the property lookups below (frames draw thousands of them).
    if v >= 0x2500 && v <= 0x259F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if v == 0x200B || (v >= 0x1160 && v <= 0x11FF) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(v) ? 2 : 1
  }

  /// The width of a string: the sum of its graphemes' widths.
  package static func of(_ text: String) -> Int {
    // Printable ASCII takes a column a byte; no grapheme breaking needed.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// Truncates text to a width, ending with "…" when it was cut.
  package static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    var result = ""
    var used = 0
    for grapheme in text {
      let w = of(grapheme)
      if used + w > width - 1 { break }
      result.append(grapheme)
      used += w
    }
    return result + ellipsis
  }

  private static func isWide(_ v: UInt32) -> Bool {
    (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
      || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF)
      || (v >= 0xA000 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3)
      || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F)
      || (v >= 0xFF00 && v <= 0xFF60) || (v >= 0xFFE0 && v <= 0xFFE6)
      || (v >= 0x20000 && v <= 0x3FFFD)
  }
}
