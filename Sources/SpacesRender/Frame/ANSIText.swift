/// A frame as text with SGR escape sequences: 24-bit colours and attributes, for
/// `spaces snapshot --ansi`, recordings and previews.
///
/// Every row starts in the terminal's default style and ends with a reset, so rows can be
/// printed, cut or concatenated on their own; a style change emits one full SGR (reset first,
/// then every attribute and colour of the new style).
package enum ANSIText {
  /// The escape that resets every attribute and colour.
  package static let reset = "\u{1B}[0m"

  /// The frame's rows joined by newlines.
  package static func render(_ frame: Frame) -> String {
    rows(frame).joined(separator: "\n")
  }

  /// The frame's rows, each with its escapes and ending in a reset when styled.
  package static func rows(_ frame: Frame) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(frame.height)
    for y in 0..<frame.height {
      var line = ""
      var current = CellStyle()
      for x in 0..<frame.width {
        let cell = frame[x, y]
        guard cell.width > 0, let grapheme = cell.grapheme else { continue }
        if cell.style != current {
          line += sgr(cell.style)
          current = cell.style
        }
        line.append(grapheme)
      }
      if current != CellStyle() { line += reset }
      lines.append(line)
    }
    return lines
  }

  /// One SGR sequence that sets exactly a style: reset, then its attributes and colours.
  package static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    let attributes: [(CellAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
      (.strikethrough, "9"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) {
      codes.append(code)
    }
    if case .rgb(let r, let g, let b) = style.foreground { codes.append("38;2;\(r);\(g);\(b)") }
    if case .rgb(let r, let g, let b) = style.background { codes.append("48;2;\(r);\(g);\(b)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
