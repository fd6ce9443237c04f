import CNCursesW
import SpacesEngine

/// Turns one character or ncurses key code into a key event.
///
/// Pure, so every key is unit-tested: pass whether the input is a key code (`KEY_UP`…) or a
/// character, and its value. `InputByteDecoder` assembles the terminal's bytes into characters
/// and calls it; the soak feeds it characters directly.
package enum InputDecoder {
  /// The meaning of one input.
  package enum Decoded: Hashable, Sendable {
    /// A key the dashboard handles.
    case key(KeyEvent)
    /// `KEY_RESIZE`: the caller reads the new size (getmaxy/getmaxx) and reports it.
    case resize
    /// `KEY_MOUSE`: the caller reads the mouse event (getmouse) and reports it.
    case mouse
    /// Something without a key event (mouse, Insert, shifted arrows, NUL, C1 controls…).
    case ignored
  }

  /// Decodes one key code or character.
  ///
  /// - Parameters:
  ///   - isKeyCode: `true` for a key code (what `wget_wch` reports with `KEY_CODE_YES`).
  ///   - value: The key code, or the character's scalar value.
  package static func decode(isKeyCode: Bool, value: UInt32) -> Decoded {
    isKeyCode ? decodeKeyCode(Int32(truncatingIfNeeded: value)) : decodeCharacter(value)
  }

  private static let keyCodes: [Int32: KeyEvent] = [
    KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
    KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
    KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_BTAB: .backTab,
  ]

  private static func decodeKeyCode(_ code: Int32) -> Decoded {
    if code == KEY_RESIZE { return .resize }
    if code == KEY_MOUSE { return .mouse }
    if let key = keyCodes[code] { return .key(key) }
    let function = Int(code) - Int(KEY_F0)
    if (1...12).contains(function) { return .key(.function(function)) }
    return .ignored
  }

  private static func decodeCharacter(_ value: UInt32) -> Decoded {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 8, 127: return .key(.backspace)
    case 27: return .key(.escape)
    case 1...26:
      return .key(.control(Character(Unicode.Scalar(UInt8(96 + value)))))
    case 0..<32, 0x80..<0xA0: return .ignored
    default:
      guard let scalar = Unicode.Scalar(value) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }
}
