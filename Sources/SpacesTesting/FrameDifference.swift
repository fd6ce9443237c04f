import SpacesEngine

/// Describes how two frames' texts differ, line by line, with the changed cells marked.
enum FrameDifference {
  /// `nil` when the texts are equal, else the differing lines (at most `limit`), each as
  /// "line N" with the expected and actual text and a row of `^` under the cells that changed
  /// (a wide character's two cells count as two).
  static func describe(expected: String, actual: String, limit: Int = 5) -> String? {
    guard expected != actual else { return nil }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    var shown = 0
    var changedLines = 0
    for index in 0..<max(want.count, got.count) {
      let expectedLine = index < want.count ? String(want[index]) : nil
      let actualLine = index < got.count ? String(got[index]) : nil
      guard expectedLine != actualLine else { continue }
      changedLines += 1
      guard shown < limit else { continue }
      shown += 1
      lines += [
        "line \(index + 1):",
        "  expected: \(expectedLine ?? "(no line)")",
        "  actual:   \(actualLine ?? "(no line)")",
      ]
      if let expectedLine, let actualLine {
        lines.append("            " + marks(expectedLine, actualLine))
      }
    }
    if changedLines > shown { lines.append("… and \(changedLines - shown) more changed lines") }
    return lines.joined(separator: "\n")
  }

  /// The terminal size a frame's text was drawn at: its rows, and the cells of its widest row.
  static func size(of text: String) -> (width: Int, height: Int) {
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (rows.map { CellWidth.of(String($0)) }.max() ?? 0, rows.count)
  }

  /// A row with `^` under each cell that differs and spaces elsewhere, trailing spaces trimmed.
  private static func marks(_ expected: String, _ actual: String) -> String {
    let old = cells(expected)
    let new = cells(actual)
    var row = ""
    for index in 0..<max(old.count, new.count) {
      let same = index < old.count && index < new.count && old[index] == new[index]
      row.append(same ? " " : "^")
    }
    while row.last == " " { row.removeLast() }
    return row
  }

  /// A line as terminal cells: each character, then an empty cell for each extra column it
  /// takes.
  private static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    for character in line {
      cells.append(String(character))
      for _ in 1..<max(1, CellWidth.of(character)) { cells.append("") }
    }
    return cells
  }
}
