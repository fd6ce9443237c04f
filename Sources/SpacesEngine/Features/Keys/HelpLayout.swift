import Foundation

/// The help overlay's lines laid out for a terminal size: one column when the keymap's help
/// fits, else the key rows in two columns side by side (wrapped to the column); what still
/// doesn't fit scrolls (↑↓) under a pinned header and footer.
///
/// In the engine so that the reducer can keep the help's scroll within what is drawn.
package struct HelpLayout: Equatable, Sendable {
  /// The lines inside the box, top to bottom (the first is the title).
  package var lines: [String]
  /// The box's width, borders included.
  package var width: Int
  /// How far the key rows can scroll (0: everything shows).
  package var maxScroll: Int

  /// The text of the last line when nothing scrolls.
  package static let closingLine = "Any key closes this help."
  /// Cells between the two columns.
  static let gap = 3
  /// The narrowest a column's text may get before the help uses one column.
  static let minimumTextWidth = 16

  /// Lays out `keymap`'s help for a frame of `size`, scrolled down by `scroll` rows (kept
  /// within range).
  package init(keymap: Keymap = .standard, size: TerminalSize, scroll: Int = 0) {
    let single = ["Keys", ""] + keymap.helpLines + ["", Self.closingLine]
    let available = (width: max(0, size.width - 2), rows: max(0, size.height - 4))
    let widest = single.map { CellWidth.of($0) }.max() ?? 0
    if single.count <= available.rows, widest + 4 <= available.width {
      lines = single
      width = widest + 4
      maxScroll = 0
      return
    }
    // Two columns: rows without keys (the spaces) across the top, the others side by side.
    let inner = max(1, available.width - 4)
    let header =
      ["Keys"]
      + keymap.rows.filter(\.helpKeys.isEmpty).flatMap { row in
        row.help.flatMap { Self.wrap($0, width: inner, separator: "   ") }
      }
    let keyed = keymap.rows.filter { !$0.helpKeys.isEmpty }
    let keyColumn = (keyed.map { CellWidth.of($0.helpKeys) }.max() ?? 0) + 2
    // Two columns where each keeps room for its text, else one (that scrolls).
    let isSplit = (inner - Self.gap) / 2 - keyColumn >= Self.minimumTextWidth
    let columnWidth = isSplit ? (inner - Self.gap) / 2 : max(keyColumn + 1, inner)
    let textWidth = columnWidth - keyColumn
    let entries: [[String]] = keyed.map { row in
      Self.paragraphs(row.help).flatMap { Self.wrap($0, width: textWidth, separator: " ") }
        .enumerated().map {
          index, text in
          let keys = index == 0 ? row.helpKeys : ""
          return keys + String(repeating: " ", count: keyColumn - CellWidth.of(keys)) + text
        }
    }
    // The first column takes entries until it holds half the lines (entries stay whole).
    let total = entries.reduce(0) { $0 + $1.count }
    var left: [String] = []
    var right: [String] = []
    for entry in entries {
      if !isSplit || right.isEmpty && left.count < (total + 1) / 2 {
        left += entry
      } else {
        right += entry
      }
    }
    let bodyRows = max(left.count, right.count)
    var visible = available.rows - header.count - 1 - 2
    var footer = ["", Self.closingLine]
    if bodyRows > visible {
      // Scrolling: the footer says so, and one more body row fits without its blank line.
      visible += 1
      footer = []
    }
    visible = max(1, visible)
    maxScroll = max(0, bodyRows - visible)
    let top = min(max(0, scroll), maxScroll)
    let body = (top..<min(bodyRows, top + visible)).map { row -> String in
      let first = row < left.count ? left[row] : ""
      guard row < right.count else { return first }
      return first + String(repeating: " ", count: columnWidth + Self.gap - CellWidth.of(first))
        + right[row]
    }
    if maxScroll > 0 {
      let more = top < maxScroll ? "↓ more  " : top > 0 ? "↑ more  " : ""
      footer = [more + "↑↓ scroll, other keys close this help"]
    }
    lines = header + [""] + body + footer
    let headerWidth = header.map { CellWidth.of($0) }.max() ?? 0
    let bodyWidth = isSplit ? columnWidth * 2 + Self.gap : columnWidth
    width = min(available.width, max(bodyWidth, headerWidth) + 4)
  }

  /// A row's help lines joined into paragraphs for rewrapping: a line that starts in lower
  /// case (or with a parenthesis) continues the one before.
  static func paragraphs(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines {
      if let last = result.last, let first = line.first, first.isLowercase || first == "(" {
        result[result.count - 1] = last + " " + line
      } else {
        result.append(line)
      }
    }
    return result
  }

  /// Breaks text at `separator`s into lines of at most `width` cells (a longer word stays
  /// whole; the drawing truncates it).
  static func wrap(_ text: String, width: Int, separator: String) -> [String] {
    guard CellWidth.of(text) > width else { return [text] }
    var lines: [String] = []
    var line = ""
    for word in text.components(separatedBy: separator) {
      let candidate = line.isEmpty ? word : line + separator + word
      if CellWidth.of(candidate) <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
