import SpacesEngine
import Testing

@Suite("TextFieldState: editing by grapheme, measuring in cells")
struct TextFieldStateTests {
  static let composed = "\u{E9}"  // é, one scalar
  static let decomposed = "e\u{301}"  // e + combining acute accent
  static let coder = "👩‍💻"  // woman, zero-width joiner, laptop

  /// A field after typing each string in turn.
  func typed(_ strings: String...) -> TextFieldState {
    var field = TextFieldState()
    for string in strings { field.insert(string) }
    return field
  }

  @Test("typing ASCII moves the cursor one cell per character")
  func ascii() {
    var field = typed("q")
    #expect(field.text == "q")
    #expect(field.cursor == 1)
    #expect(field.cursorColumn == 1)
    field.moveLeft()
    #expect(field.cursor == 0 && field.cursorColumn == 0)
    field.moveLeft()
    #expect(field.cursor == 0, "the start stops the cursor")
    field.deleteBackward()
    #expect(field.text == "q", "nothing before the cursor to delete")
    field.deleteForward()
    #expect(field.text == "" && field.cursor == 0)
  }

  @Test("wide characters: one step, two cells")
  func wide() {
    var field = typed("日本")
    #expect(field.cursor == 2)
    #expect(field.cursorColumn == 4)
    #expect(field.width == 4)
    field.moveLeft()
    #expect(field.cursorColumn == 2)
    field.insert("q")
    #expect(field.text == "日q本")
    #expect(field.cursor == 2 && field.cursorColumn == 3)
    field.deleteForward()
    #expect(field.text == "日q")
  }

  @Test("é composed and decomposed are one character, one cell, one Backspace")
  func accents() {
    for e in [Self.composed, Self.decomposed] {
      var field = typed("caf", e)
      #expect(field.cursor == 4)
      #expect(field.cursorColumn == 4)
      field.moveLeft()
      #expect(field.cursorColumn == 3)
      field.moveRight()
      field.deleteBackward()
      #expect(field.text == "caf")
      #expect(field.text.unicodeScalars.count == 3, "the whole grapheme went")
    }
    #expect(typed("caf", Self.composed) == typed("caf", Self.decomposed), "canonically equal")
  }

  @Test("a combining mark typed after its letter joins it")
  func combiningJoins() {
    var field = typed("cafe", "\u{301}")
    #expect(field.text.count == 4)
    #expect(field.text.unicodeScalars.count == 5)
    #expect(field.cursor == 4 && field.cursorColumn == 4)
    field.moveToStart()
    field.moveToEnd()
    #expect(field.cursor == 4)
  }

  @Test("an emoji ZWJ sequence is one character of two cells")
  func zwj() {
    var field = typed("a", Self.coder, "b")
    #expect(field.text.count == 3)
    #expect(field.cursorColumn == 4)
    field.moveLeft()
    field.moveLeft()
    #expect(field.cursorColumn == 1)
    field.deleteForward()
    #expect(field.text == "ab")
    // Joined as it is typed, scalar by scalar.
    let joined = typed("👩", "\u{200D}", "💻")
    #expect(joined.text == Self.coder)
    #expect(joined.cursor == 1 && joined.cursorColumn == 2)
  }

  @Test("control characters are left out, and insert says so")
  func controls() {
    var field = TextFieldState()
    #expect(field.insert("ab") == true)
    #expect(field.insert("c\nd\t\u{1B}") == false)
    #expect(field.text == "abcd")
    #expect(TextFieldState(text: "x\r\ny").text == "xy")
  }

  @Test("init clamps the cursor; Home and End")
  func initAndEnds() {
    var field = TextFieldState(text: "日本語", cursor: 10)
    #expect(field.cursor == 3)
    field.moveToStart()
    #expect(field.cursorColumn == 0)
    field.moveToEnd()
    #expect(field.cursorColumn == 6)
    #expect(TextFieldState(text: "abc", cursor: -2).cursor == 0)
  }

  @Test("a short text is shown whole, the cursor after it")
  func sliceFits() {
    let field = typed("hello")
    #expect(
      field.visibleSlice(width: 10)
        == .init(text: "hello", cursorColumn: 5, firstCharacter: 0))
    #expect(field.visibleSlice(width: 0).text == "")
  }

  @Test("typing past the width scrolls so the cursor keeps a cell")
  func sliceScrollsRight() {
    let field = typed("abcdefghij")
    let slice = field.visibleSlice(width: 5)
    #expect(slice == .init(text: "ghij", cursorColumn: 4, firstCharacter: 6))
    var start = field
    start.moveToStart()
    #expect(
      start.visibleSlice(width: 5) == .init(text: "abcde", cursorColumn: 0, firstCharacter: 0))
  }

  @Test("a kept scroll offset holds the text still while the cursor moves in view")
  func sliceSticks() {
    var field = typed("abcdefghij")
    field.scrollToCursor(width: 5)
    #expect(field.scrollOffset == 6)
    field.moveLeft()
    field.moveLeft()
    #expect(field.visibleSlice(width: 5) == .init(text: "ghij", cursorColumn: 2, firstCharacter: 6))
    // Without the kept offset, the cursor still shows; the text slides instead.
    var unkept = typed("abcdefghij")
    unkept.moveLeft()
    unkept.moveLeft()
    #expect(unkept.visibleSlice(width: 5).firstCharacter == 4)
    // Leaving the window on the left scrolls back just enough.
    for _ in 0..<5 { field.moveLeft() }
    #expect(field.cursor == 3)
    #expect(
      field.visibleSlice(width: 5) == .init(text: "defgh", cursorColumn: 0, firstCharacter: 3))
  }

  @Test("deleting at the end pulls earlier text back into view")
  func sliceRefills() {
    var field = typed("abcdefghij")
    field.scrollToCursor(width: 5)
    for _ in 0..<4 { field.deleteBackward() }
    #expect(field.text == "abcdef")
    #expect(field.visibleSlice(width: 5) == .init(text: "cdef", cursorColumn: 4, firstCharacter: 2))
  }

  @Test("wide characters scroll whole and are never cut at the edge")
  func sliceWide() {
    let field = typed("日本語です")
    // Ten cells of text and a cursor cell in five: 日本語 scroll out.
    #expect(field.visibleSlice(width: 5) == .init(text: "です", cursorColumn: 4, firstCharacter: 3))
    var start = field
    start.moveToStart()
    #expect(start.visibleSlice(width: 5) == .init(text: "日本", cursorColumn: 0, firstCharacter: 0))
    let coders = typed(Self.coder, Self.coder, Self.coder)
    #expect(coders.visibleSlice(width: 4).text == Self.coder)
    #expect(coders.visibleSlice(width: 4).cursorColumn == 2)
  }
}
