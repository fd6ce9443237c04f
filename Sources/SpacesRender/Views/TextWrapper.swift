import SpacesEngine

/// Wraps text into lines of at most a width in cells, as SwiftUI's `Text` does.
///
/// Lines break at spaces (and always at "\n"); a word wider than the line breaks between
/// graphemes. When more lines than allowed result, the last one kept ends with "…" and shows as
/// much of the text that follows it as fits, so one allowed line truncates the text the way a
/// one-line label does.
enum TextWrapper {
  /// A wrapped line and how the text continues after it.
  private struct Line {
    var text: String
    /// What joins this line to the next one of the same paragraph (" " at a space, "" inside a
    /// word); `nil` when a paragraph ends here.
    var joiner: String?
  }

  /// The lines of `text` within `width` cells, at most `maxLines` of them.
  static func lines(_ text: String, width: Int, maxLines: Int) -> [String] {
    guard width > 0, maxLines > 0 else { return [] }
    // One line that fits, the common case: nothing to wrap.
    if !text.utf8.contains(UInt8(ascii: "\n")), CellWidth.of(text) <= width { return [text] }
    let all = wrap(text, width: width)
    guard all.count > maxLines else { return all.map(\.text) }
    var kept = all.prefix(maxLines).map(\.text)
    let last = all[maxLines - 1]
    let continued = last.joiner.map { last.text + $0 + all[maxLines].text } ?? last.text
    kept[maxLines - 1] = prefix(continued, cells: width - 1) + "…"
    return kept
  }

  /// Every line of the text wrapped at a width.
  private static func wrap(_ text: String, width: Int) -> [Line] {
    var lines: [Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if CellWidth.of(String(paragraph)) <= width {
        lines.append(Line(text: String(paragraph), joiner: nil))
        continue
      }
      var current = ""
      var currentWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = CellWidth.of(String(word))
        if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
          current += " " + word
          currentWidth += 1 + wordWidth
          continue
        }
        if !current.isEmpty {
          lines.append(Line(text: current, joiner: " "))
          current = ""
          currentWidth = 0
        }
        for grapheme in word {
          let w = CellWidth.of(grapheme)
          if currentWidth + w > width, !current.isEmpty {
            lines.append(Line(text: current, joiner: ""))
            current = ""
            currentWidth = 0
          }
          current.append(grapheme)
          currentWidth += w
        }
      }
      lines.append(Line(text: current, joiner: nil))
    }
    return lines
  }

  /// The longest start of a string within a number of cells.
  private static func prefix(_ text: String, cells: Int) -> String {
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
}
