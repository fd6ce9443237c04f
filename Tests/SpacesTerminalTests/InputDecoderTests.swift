import CNCursesW
import SpacesEngine
import Testing

@testable import SpacesTerminal

@Suite struct InputDecoderTests {
  private static func character(_ value: UInt32) -> InputDecoder.Decoded {
    InputDecoder.decode(isKeyCode: false, value: value)
  }

  private static func keyCode(_ code: Int32) -> InputDecoder.Decoded {
    InputDecoder.decode(isKeyCode: true, value: UInt32(code))
  }

  static let table: [(String, InputDecoder.Decoded, InputDecoder.Decoded)] = [
    ("Up", keyCode(KEY_UP), .key(.up)),
    ("Down", keyCode(KEY_DOWN), .key(.down)),
    ("Left", keyCode(KEY_LEFT), .key(.left)),
    ("Right", keyCode(KEY_RIGHT), .key(.right)),
    ("Enter as CR", character(13), .key(.enter)),
    ("Enter as LF", character(10), .key(.enter)),
    ("KEY_ENTER", keyCode(KEY_ENTER), .key(.enter)),
    ("Esc", character(27), .key(.escape)),
    ("Tab", character(9), .key(.tab)),
    ("BackTab", keyCode(KEY_BTAB), .key(.backTab)),
    ("KEY_BACKSPACE", keyCode(KEY_BACKSPACE), .key(.backspace)),
    ("DEL 127", character(127), .key(.backspace)),
    ("BS 8", character(8), .key(.backspace)),
    ("Delete", keyCode(KEY_DC), .key(.delete)),
    ("Home", keyCode(KEY_HOME), .key(.home)),
    ("End", keyCode(KEY_END), .key(.end)),
    ("PageUp", keyCode(KEY_PPAGE), .key(.pageUp)),
    ("PageDown", keyCode(KEY_NPAGE), .key(.pageDown)),
    ("F1", keyCode(KEY_F0 + 1), .key(.function(1))),
    ("F2", keyCode(KEY_F0 + 2), .key(.function(2))),
    ("F3", keyCode(KEY_F0 + 3), .key(.function(3))),
    ("F4", keyCode(KEY_F0 + 4), .key(.function(4))),
    ("F5", keyCode(KEY_F0 + 5), .key(.function(5))),
    ("F6", keyCode(KEY_F0 + 6), .key(.function(6))),
    ("F7", keyCode(KEY_F0 + 7), .key(.function(7))),
    ("F8", keyCode(KEY_F0 + 8), .key(.function(8))),
    ("F9", keyCode(KEY_F0 + 9), .key(.function(9))),
    ("F10", keyCode(KEY_F0 + 10), .key(.function(10))),
    ("F11", keyCode(KEY_F0 + 11), .key(.function(11))),
    ("F12", keyCode(KEY_F0 + 12), .key(.function(12))),
    ("F13 (shifted F1) has no key", keyCode(KEY_F0 + 13), .ignored),
    ("Ctrl-A", character(1), .key(.control("a"))),
    ("Ctrl-C", character(3), .key(.control("c"))),
    ("Ctrl-G", character(7), .key(.control("g"))),
    ("Ctrl-K", character(11), .key(.control("k"))),
    ("Ctrl-L", character(12), .key(.control("l"))),
    ("Ctrl-N", character(14), .key(.control("n"))),
    ("Ctrl-Z", character(26), .key(.control("z"))),
    ("Space", character(32), .key(.character(" "))),
    ("q", character(0x71), .key(.character("q"))),
    ("?", character(0x3F), .key(.character("?"))),
    ("é", character(0xE9), .key(.character("é"))),
    ("日", character(0x65E5), .key(.character("日"))),
    ("☕", character(0x2615), .key(.character("☕"))),
    ("KEY_RESIZE", keyCode(KEY_RESIZE), .resize),
    ("NUL", character(0), .ignored),
    ("C1 control", character(0x85), .ignored),
    ("Insert has no key", keyCode(KEY_IC), .ignored),
    ("KEY_MOUSE: read the mouse event", keyCode(KEY_MOUSE), .mouse),
  ]

  @Test(arguments: table.indices)
  func decodesEveryKey(_ index: Int) {
    let (name, decoded, expected) = Self.table[index]
    #expect(decoded == expected, "\(name)")
  }

  @Test func functionKeyCodesMatchTheCursesMacro() {
    for n in 1...12 {
      #expect(spaces_key_f(Int32(n)) == KEY_F0 + Int32(n))
    }
  }

  @Test func controlLettersExcludeTabEnterAndBackspace() {
    let controls = (1...26).compactMap { value -> Character? in
      if case .key(.control(let c)) = InputDecoder.decode(isKeyCode: false, value: UInt32(value)) {
        return c
      }
      return nil
    }
    #expect(String(controls) == "abcdefgklnopqrstuvwxyz")
  }
}
