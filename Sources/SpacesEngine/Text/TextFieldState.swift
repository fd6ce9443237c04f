/// The text and cursor of a one-line text field (the Siri bar, configuration forms).
///
/// Editing and cursor movement go by grapheme cluster (Swift `Character`), so "é" written as
/// "e" + U+0301, "👩‍💻" (three scalars joined by U+200D) and "日" are each one step; the cells they
/// take in a terminal come from `CellWidth` (two for wide characters and emoji). The cursor is a
/// character offset, `0...text.count`.
///
/// The field scrolls horizontally: `visibleSlice(width:)` gives the part that fits a width with
/// the cursor in view. It starts from `scrollOffset`, which the owner of the state may keep up
/// to date with `scrollToCursor(width:)` after each edit, so the text doesn't slide under a
/// cursor that is still in view; without that the slice is still correct, only less steady.
///
/// Equality compares `text` as Swift does, by canonical equivalence ("é" composed equals "é"
/// decomposed: they look, and are drawn, the same).
package struct TextFieldState: Sendable, Equatable {
  /// The text.
  package private(set) var text: String
  /// The cursor: how many characters come before it.
  package private(set) var cursor: Int
  /// The first character shown when the field is scrolled (see `scrollToCursor(width:)`).
  package private(set) var scrollOffset: Int

  /// A field holding text (control characters left out), the cursor at the end or at an
  /// offset clamped to the text.
  package init(text: String = "", cursor: Int? = nil) {
    self.text = String(text.filter { !Self.isControl($0) })
    self.cursor = 0
    self.scrollOffset = 0
    self.cursor = clamped(cursor ?? self.text.count)
  }

  /// The part of the text that fits a width, with the cursor in view.
  package struct Slice: Sendable, Equatable {
    /// The characters shown.
    package var text: String
    /// The cursor's cell column within the slice.
    package var cursorColumn: Int
    /// The offset of the first character shown.
    package var firstCharacter: Int

    package init(text: String, cursorColumn: Int, firstCharacter: Int) {
      self.text = text
      self.cursorColumn = cursorColumn
      self.firstCharacter = firstCharacter
    }
  }

  // MARK: Editing

  /// Inserts text at the cursor and moves the cursor after it. A character that merges with
  /// its neighbour (a combining accent after "e") becomes part of that grapheme. Control
  /// characters (newlines, tabs, escapes) are left out, as the field is one line: returns
  /// `false` when any were.
  @discardableResult
  package mutating func insert(_ string: String) -> Bool {
    let accepted = String(string.filter { !Self.isControl($0) })
    guard !accepted.isEmpty else { return accepted.count == string.count }
    let split = index(cursor)
    let before = String(text[..<split]) + accepted
    text = before + text[split...]
    cursor = clamped(before.count)
    return accepted.count == string.count
  }

  /// Deletes the character before the cursor (Backspace); nothing at the start.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let end = index(cursor)
    let start = text.index(before: end)
    let before = String(text[..<start])
    text = before + text[end...]
    cursor = clamped(before.count)
  }

  /// Deletes the character after the cursor (Delete); nothing at the end.
  package mutating func deleteForward() {
    guard cursor < text.count else { return }
    let start = index(cursor)
    let before = String(text[..<start])
    text = before + text[text.index(after: start)...]
    cursor = clamped(before.count)
  }

  /// Moves the cursor one character left.
  package mutating func moveLeft() { cursor = clamped(cursor - 1) }

  /// Moves the cursor one character right.
  package mutating func moveRight() { cursor = clamped(cursor + 1) }

  /// Moves the cursor to the start (Home).
  package mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor to the end (End).
  package mutating func moveToEnd() { cursor = text.count }

  // MARK: Cells

  /// The cursor's cell column in the whole text.
  package var cursorColumn: Int { CellWidth.of(String(text[..<index(cursor)])) }

  /// The text's width in cells.
  package var width: Int { CellWidth.of(text) }

  /// The part of the text that fits `width` cells with the cursor in view (at the end, the
  /// cursor takes the cell after the text). Starts from `scrollOffset`, scrolling only as far
  /// as needed, and scrolls back left when the end of the text leaves room. A wide character
  /// that would be cut at the right edge is left out.
  package func visibleSlice(width: Int) -> Slice {
    guard width > 0 else { return Slice(text: "", cursorColumn: 0, firstCharacter: cursor) }
    let widths = text.map { CellWidth.of($0) }
    // columns[i]: the cells before character i.
    var columns = [0]
    columns.reserveCapacity(widths.count + 1)
    for w in widths { columns.append(columns[columns.count - 1] + w) }
    func cells(_ from: Int, _ to: Int) -> Int { columns[to] - columns[from] }

    var start = min(max(0, scrollOffset), cursor)
    // The cursor past the right edge: scroll right until it has a cell.
    while start < cursor, cells(start, cursor) > width - 1 { start += 1 }
    // Room on the right once the end is in view (the cell after the text, where the cursor
    // goes at the end, counts as text so that leaving the end doesn't shift anything): scroll
    // left to fill it.
    while start > 0, cells(start - 1, widths.count) + 1 <= width { start -= 1 }

    var end = start
    while end < widths.count, cells(start, end + 1) <= width { end += 1 }
    let shown = String(text[index(start)..<index(end)])
    return Slice(text: shown, cursorColumn: cells(start, cursor), firstCharacter: start)
  }

  /// Keeps the scroll position of `visibleSlice(width:)` for the next edit, so the text stays
  /// put while the cursor moves within view.
  package mutating func scrollToCursor(width: Int) {
    scrollOffset = visibleSlice(width: width).firstCharacter
  }

  // MARK: Helpers

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  private func clamped(_ offset: Int) -> Int { min(max(0, offset), text.count) }

  /// Whether a character is a control character (a one-line field leaves them out).
  private static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
  }
}
