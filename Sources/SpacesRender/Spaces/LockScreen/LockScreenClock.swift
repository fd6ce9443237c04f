import Foundation

/// The Lock Screen's big clock in block digits: 3 rows on a short phone, 5 on a tall one (iOS's
/// clock is about 100 points tall, six rows), each digit's strokes in full and half blocks.
package enum LockScreenClock {
  /// The 3-row digits.
  static let small: [Character: [String]] = [
    "0": ["█▀█", "█ █", "▀▀▀"], "1": ["▀█ ", " █ ", "▀▀▀"], "2": ["▀▀█", "█▀▀", "▀▀▀"],
    "3": ["▀▀█", " ▀█", "▀▀▀"], "4": ["█ █", "▀▀█", "  ▀"], "5": ["█▀▀", "▀▀█", "▀▀▀"],
    "6": ["█▀▀", "█▀█", "▀▀▀"], "7": ["▀▀█", "  █", "  ▀"], "8": ["█▀█", "█▀█", "▀▀▀"],
    "9": ["█▀█", "▀▀█", "▀▀▀"], ":": ["▄", " ", "▀"],
  ]

  /// The 5-row digits.
  static let large: [Character: [String]] = [
    "0": ["▄▀▀▀▄", "█   █", "█   █", "█   █", " ▀▀▀ "],
    "1": [" ▄█  ", "  █  ", "  █  ", "  █  ", "  ▀  "],
    "2": ["▀▀▀▀▄", "    █", "▄▀▀▀▀", "█    ", "▀▀▀▀▀"],
    "3": ["▀▀▀▀▄", "    █", " ▀▀▀▄", "    █", "▀▀▀▀ "],
    "4": ["█   █", "█   █", "▀▀▀▀█", "    █", "    ▀"],
    "5": ["█▀▀▀▀", "█    ", "▀▀▀▀▄", "    █", "▀▀▀▀ "],
    "6": ["▄▀▀▀ ", "█    ", "█▀▀▀▄", "█   █", " ▀▀▀ "],
    "7": ["▀▀▀▀█", "    █", "   █ ", "  █  ", "  ▀  "],
    "8": ["▄▀▀▀▄", "█   █", "▄▀▀▀▄", "█   █", " ▀▀▀ "],
    "9": ["▄▀▀▀▄", "█   █", " ▀▀▀█", "    █", " ▀▀▀ "],
    ":": [" ", "▄", " ", "▀", " "],
  ]

  /// The clock's rows for a time ("9:41"): `rows` 3 or 5; a character without a glyph is a
  /// space as wide.
  static func lines(_ time: String, rows: Int) -> [String] {
    let font = rows >= 5 ? large : small
    return (0..<(rows >= 5 ? 5 : 3)).map { row in
      time.map { font[$0]?[row] ?? " " }.joined(separator: " ")
    }
  }
}
