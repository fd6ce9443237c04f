import SpacesEngine

/// Turns what ncurses' `wgetch` returns — the terminal's bytes, and a key code for each
/// sequence terminfo names — into decoded inputs.
///
/// It assembles UTF-8 itself, so a byte that isn't UTF-8 (Latin-1 `é`, a stray `0xFF`)
/// becomes one U+FFFD and never swallows the keys after it, as `wget_wch` does. An escape
/// sequence ncurses didn't recognise is decoded when it is one of the cursor and editing keys
/// in the other cursor-key mode — `ESC [ B` where terminfo names `ESC O B`, as a terminal
/// sends keys typed before the dashboard switched it to application mode, or one whose
/// terminfo entry doesn't match — modifiers ignored (`ESC [ 1 ; 5 A` is Up); any other
/// (`ESC [ 2 0 0 ~`) is dropped whole, instead of acting on its bytes as keys.
///
/// Pure and stateful, so every case is unit-tested and fuzzed: pass each `wgetch` result to
/// `decode(_:into:)`, call `pause(into:)` when `wgetch` has nothing more (the end of a burst),
/// and, while `isWaiting`, `flush(into:)` when nothing more arrived for a moment (a character
/// or a sequence cut short).
package struct InputByteDecoder: Sendable {
  /// What an invalid byte, or a character cut short, becomes: U+FFFD REPLACEMENT CHARACTER,
  /// which a text field shows and the keymap ignores.
  package static let replacement = InputDecoder.Decoded.key(.character("\u{FFFD}"))

  /// The most bytes an unrecognised escape sequence may have before the decoder gives up on
  /// it (what follows is keys again), so a pasted `ESC [` followed by digits can't hide
  /// everything after it.
  package static let maximumSequenceLength = 32

  private enum State: Sendable, Equatable {
    /// Between characters.
    case ground
    /// After `ESC`: a lone Escape key, or the start of a sequence.
    case escape
    /// Inside `ESC [` … (a control sequence), this many bytes after the `[`, and its first
    /// parameter so far.
    case controlSequence(length: Int, parameter: FirstParameter)
    /// After `ESC O` (a single shift: one more byte ends it).
    case singleShift
    /// Inside a UTF-8 character: the bits so far, the continuation bytes still to come, and
    /// the range the next one must be in (narrower after E0, ED, F0 and F4).
    case utf8(value: UInt32, remaining: Int, next: ClosedRange<UInt8>)
  }

  /// A control sequence's first parameter, as far as a key needs it: the digits before any
  /// `;` (what follows, a modifier, is ignored).
  struct FirstParameter: Sendable, Equatable {
    /// The number, `nil` while no digit came.
    var value: Int?
    /// Whether a `;` ended it.
    var isComplete = false
    /// Whether it can still name a key (no private marker or intermediate byte, ≤ 3 digits).
    var isKeyNumber = true

    /// The parameter after one more parameter or intermediate byte.
    func adding(_ byte: UInt8) -> Self {
      var next = self
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9") where !isComplete:
        let value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        next.value = value
        // No key's number has four digits: stop counting (an endless run can't overflow).
        if value >= 1000 {
          next.isKeyNumber = false
          next.isComplete = true
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"):
        next.isComplete = true
      default:
        next.isKeyNumber = false
      }
      return next
    }
  }

  private var state = State.ground

  /// A decoder between characters.
  package init() {}

  /// Whether a character or an escape sequence is incomplete: call `flush(into:)` if nothing
  /// more arrives soon.
  package var isWaiting: Bool {
    switch state {
    case .ground, .escape: false
    case .controlSequence, .singleShift, .utf8: true
    }
  }

  /// Decodes one `wgetch` result: a byte (0…255) or a key code (`KEY_UP`…, `KEY_RESIZE`,
  /// `KEY_MOUSE`; anything else outside 0…255 counts as an unknown key code). Appends what it
  /// completes to `output`: nothing, one input, or two (a cut-short character's U+FFFD, then
  /// what the byte starts).
  package mutating func decode(_ input: Int32, into output: inout [InputDecoder.Decoded]) {
    guard (0...0xFF).contains(input) else {
      flush(into: &output)
      output.append(InputDecoder.decode(isKeyCode: true, value: UInt32(bitPattern: input)))
      return
    }
    decode(byte: UInt8(input), into: &output)
  }

  /// `wgetch` has nothing more for now: a pending `ESC` was the Escape key (ncurses already
  /// waited its escape delay for what might follow). An incomplete character or sequence keeps
  /// waiting.
  package mutating func pause(into output: inout [InputDecoder.Decoded]) {
    if state == .escape {
      state = .ground
      output.append(.key(.escape))
    }
  }

  /// Nothing more arrived: a pending `ESC` is the Escape key, an incomplete character is one
  /// U+FFFD, an incomplete escape sequence is dropped.
  package mutating func flush(into output: inout [InputDecoder.Decoded]) {
    switch state {
    case .ground, .controlSequence, .singleShift: break
    case .escape: output.append(.key(.escape))
    case .utf8: output.append(Self.replacement)
    }
    state = .ground
  }

  private mutating func decode(byte: UInt8, into output: inout [InputDecoder.Decoded]) {
    switch state {
    case .ground:
      ground(byte, into: &output)
    case .escape:
      state = .ground
      switch byte {
      case UInt8(ascii: "["): state = .controlSequence(length: 0, parameter: FirstParameter())
      case UInt8(ascii: "O"): state = .singleShift
      default:
        // Alt plus a key (ESC, then the key): the Escape key, then the key, as before.
        output.append(.key(.escape))
        ground(byte, into: &output)
      }
    case .controlSequence(let length, let parameter):
      switch byte {
      case 0x20...0x3F:  // parameters and intermediates
        let next = length + 1
        state =
          next < Self.maximumSequenceLength
          ? .controlSequence(length: next, parameter: parameter.adding(byte))
          : .ground
      case 0x40...0x7E:  // the final byte: a cursor or editing key, else dropped whole
        state = .ground
        if let key = Self.controlSequenceKey(final: byte, parameter: parameter) {
          output.append(.key(key))
        }
      default:  // not part of a sequence: what came so far is dropped, the byte counts
        state = .ground
        ground(byte, into: &output)
      }
    case .singleShift:
      state = .ground
      if let key = Self.cursorKeys[byte] {
        output.append(.key(key))
      } else if !(0x40...0x7E).contains(byte) {
        ground(byte, into: &output)
      }
    case .utf8(let value, let remaining, let next):
      guard next.contains(byte) else {
        state = .ground
        output.append(Self.replacement)
        ground(byte, into: &output)
        return
      }
      let scalar = value << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(value: scalar, remaining: remaining - 1, next: 0x80...0xBF)
      } else {
        state = .ground
        output.append(InputDecoder.decode(isKeyCode: false, value: scalar))
      }
    }
  }

  /// The cursor keys' final bytes, after `ESC [` (normal mode) or `ESC O` (application mode).
  static let cursorKeys: [UInt8: KeyEvent] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  /// The editing keys' `ESC [ n ~` numbers (VT220 and xterm; rxvt's 7 and 8 for Home, End).
  static let tildeKeys: [Int: KeyEvent] = [
    1: .home, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
  ]

  /// The key a complete control sequence names, if it is a cursor or editing key.
  static func controlSequenceKey(final: UInt8, parameter: FirstParameter) -> KeyEvent? {
    guard parameter.isKeyNumber else { return nil }
    if final == UInt8(ascii: "~") { return parameter.value.flatMap { tildeKeys[$0] } }
    if final == UInt8(ascii: "Z"), parameter.value == nil { return .backTab }
    guard parameter.value == nil || parameter.value == 1 else { return nil }
    return cursorKeys[final]
  }

  /// A byte between characters: ASCII, `ESC`, a UTF-8 lead byte, or an invalid byte.
  private mutating func ground(_ byte: UInt8, into output: inout [InputDecoder.Decoded]) {
    let bits = UInt32(byte)
    switch byte {
    case 0x1B: state = .escape
    case 0x00...0x7F: output.append(InputDecoder.decode(isKeyCode: false, value: bits))
    case 0xC2...0xDF: state = .utf8(value: bits & 0x1F, remaining: 1, next: 0x80...0xBF)
    case 0xE0: state = .utf8(value: bits & 0x0F, remaining: 2, next: 0xA0...0xBF)
    case 0xED: state = .utf8(value: bits & 0x0F, remaining: 2, next: 0x80...0x9F)
    case 0xE1...0xEF: state = .utf8(value: bits & 0x0F, remaining: 2, next: 0x80...0xBF)
    case 0xF0: state = .utf8(value: bits & 0x07, remaining: 3, next: 0x90...0xBF)
    case 0xF4: state = .utf8(value: bits & 0x07, remaining: 3, next: 0x80...0x8F)
    case 0xF1...0xF3: state = .utf8(value: bits & 0x07, remaining: 3, next: 0x80...0xBF)
    default: output.append(Self.replacement)  // 0x80…0xC1, 0xF5…0xFF: never UTF-8 here
    }
  }
}
