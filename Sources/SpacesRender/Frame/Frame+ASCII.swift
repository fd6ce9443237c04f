/// Frames for terminals whose locale isn't UTF-8 (`--ascii`): every cell printable ASCII.
extension Frame {
  /// The ASCII drawn in place of the characters views and panels use most: dashes, arrows,
  /// ellipses, bars and blocks, the spaces date formatting puts before "AM".
  static let asciiReplacements: [Character: Character] = [
    "…": ".", "–": "-", "—": "-", "−": "-", "‒": "-", "←": "<", "→": ">", "↑": "^", "↓": "v",
    "×": "x", "÷": "/", "•": "*", "·": ".", "“": "\"", "”": "\"", "‘": "'", "’": "'", "‹": "<",
    "›": ">", "«": "<", "»": ">", "█": "#", "▇": "#", "▆": "#", "▅": "#", "▄": "#", "▃": "_",
    "▂": "_", "▁": "_", "▉": "#", "▊": "#", "▋": "#", "▌": "#", "▍": "#", "▎": "|", "▏": "|",
    "■": "#", "▓": "#", "▒": "#", "░": ".", "●": "o", "○": "o", "◐": "o", "━": "=", "─": "-",
    "│": "|", "┃": "|", "\u{00A0}": " ", "\u{202F}": " ", "\u{2009}": " ", "\u{2007}": " ",
    "✓": "v", "✕": "x", "⚠": "!", "°": "o", "±": "+",
  ]

  /// The ASCII character a non-ASCII grapheme draws as ("?" when there is none).
  static func asciiCharacter(for grapheme: Character) -> Character {
    if grapheme.isASCII { return grapheme }
    return asciiReplacements[grapheme] ?? "?"
  }

  /// Replaces every grapheme that isn't ASCII with its ASCII stand-in, column for column: a
  /// wide grapheme becomes its stand-in and a space, so nothing after it on the row moves.
  package mutating func replaceNonASCII() {
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x, y]
        guard let grapheme = cell.grapheme else {
          // The continuation of a wide grapheme that is now one column.
          if x > 0, self[x - 1, y].width == 1 {
            self[x, y] = Cell(grapheme: " ", width: 1, style: cell.style)
          }
          continue
        }
        guard !grapheme.isASCII else { continue }
        self[x, y] = Cell(
          grapheme: Self.asciiCharacter(for: grapheme), width: 1, style: cell.style)
      }
    }
  }
}
