import SpacesEngine
import SpacesKit

/// One line of text cut at its start or in its middle, from `truncationMode(.head)` and
/// `truncationMode(.middle)`.
extension TextWrapper {
  /// The text on one line within `width` cells: whole when it fits, else with "…" at its start
  /// (`.head`), in its middle (`.middle`) or at its end (`.tail`).
  static func truncatedLine(_ text: String, width: Int, mode: Text.TruncationMode) -> [String] {
    guard width > 0 else { return [] }
    let line = text.replacingOccurrences(of: "\n", with: " ")
    guard CellWidth.of(line) > width else { return [line] }
    let room = width - 1
    switch mode {
    case .tail:
      return [start(of: line, cells: room) + "…"]
    case .head:
      return ["…" + end(of: line, cells: room)]
    case .middle:
      let front = (room + 1) / 2
      return [start(of: line, cells: front) + "…" + end(of: line, cells: room - front)]
    }
  }

  /// The longest start of a string within a number of cells.
  static func start(of text: String, cells: Int) -> String {
    var result = ""
    var used = 0
    for grapheme in text {
      let w = CellWidth.of(grapheme)
      if used + w > cells { break }
      result.append(grapheme)
      used += w
    }
    return result
  }

  /// The longest end of a string within a number of cells.
  static func end(of text: String, cells: Int) -> String {
    var result: [Character] = []
    var used = 0
    for grapheme in text.reversed() {
      let w = CellWidth.of(grapheme)
      if used + w > cells { break }
      result.append(grapheme)
      used += w
    }
    return String(result.reversed())
  }
}
