/// Which glyph of a row of old numeric text becomes which glyph of the new text, as SwiftUI's
/// `.numericText` pairs them: the text split into numbers and the text between them; the text
/// between must be the same (it only moves), and the digits of each number pair by place value
/// (units with units, tens with tens…), so a number that grows a digit (99 → 100) gains it at its
/// leading edge and one that loses a digit (100 → 99) loses it there.
enum NumericTextAlignment {
  /// One glyph of a row: its column and its cell.
  struct Glyph: Equatable, Sendable {
    var column: Int
    var cell: Cell
  }

  /// An old glyph and the new glyph that takes its place; one of them is missing for a glyph
  /// that appears or vanishes.
  struct Pair: Equatable, Sendable {
    var old: Glyph?
    var new: Glyph?
  }

  /// A run of glyphs: a number (digits, with `,` or `.` between digits) or the text between.
  private struct Run {
    var isNumber: Bool
    var glyphs: [Glyph]
  }

  /// The pairs of two rows of glyphs (each without blanks at its ends), or `nil` when the text
  /// between the numbers differs (the rows don't have the same shape).
  static func pairs(old: [Glyph], new: [Glyph]) -> [Pair]? {
    let oldRuns = runs(old)
    let newRuns = runs(new)
    guard oldRuns.count == newRuns.count else { return nil }
    var pairs: [Pair] = []
    for (before, after) in zip(oldRuns, newRuns) {
      guard before.isNumber == after.isNumber else { return nil }
      if before.isNumber {
        // By place value: from the last digit backwards; the longer number's extra leading
        // digits have no partner.
        let count = max(before.glyphs.count, after.glyphs.count)
        var number: [Pair] = []
        for place in 0..<count {
          let oldIndex = before.glyphs.count - 1 - place
          let newIndex = after.glyphs.count - 1 - place
          number.append(
            Pair(
              old: oldIndex >= 0 ? before.glyphs[oldIndex] : nil,
              new: newIndex >= 0 ? after.glyphs[newIndex] : nil))
        }
        pairs += number.reversed()
      } else {
        guard before.glyphs.map(\.cell.grapheme) == after.glyphs.map(\.cell.grapheme) else {
          return nil
        }
        pairs += zip(before.glyphs, after.glyphs).map { Pair(old: $0, new: $1) }
      }
    }
    return pairs
  }

  /// Whether a cell shows an ASCII digit.
  static func isDigit(_ cell: Cell) -> Bool {
    guard let grapheme = cell.grapheme else { return false }
    return grapheme.isASCII && grapheme.isNumber
  }

  /// The glyphs split into numbers and the text between them.
  private static func runs(_ glyphs: [Glyph]) -> [Run] {
    var runs: [Run] = []
    for (index, glyph) in glyphs.enumerated() {
      let separator = glyph.cell.grapheme == "," || glyph.cell.grapheme == "."
      let inNumber =
        isDigit(glyph.cell)
        || (separator && runs.last?.isNumber == true && index + 1 < glyphs.count
          && isDigit(glyphs[index + 1].cell))
      if runs.last?.isNumber == inNumber {
        runs[runs.count - 1].glyphs.append(glyph)
      } else {
        runs.append(Run(isNumber: inNumber, glyphs: [glyph]))
      }
    }
    return runs
  }
}
