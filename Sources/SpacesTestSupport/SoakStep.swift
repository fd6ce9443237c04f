import CNCursesW
import Foundation
import SpacesEngine
import SpacesTerminal

/// One thing a soak does to the dashboard: a raw terminal input, a resize, or a clock jump.
///
/// Inputs are what ncurses' `wget_wch` returns, so every key goes through `InputDecoder` as in
/// the interactive dashboard. Steps print in a key-script-like form (`Enter`, `wait:1.5s`,
/// `size:30x10`, `raw:code:0x19a`) so a failing run can be read and replayed.
package enum SoakStep: Equatable, Sendable, CustomStringConvertible {
  /// A `wget_wch` result: a function-key code (`isKeyCode`) or a wide character's value.
  case input(isKeyCode: Bool, value: UInt32)
  /// The terminal changed size (`KEY_RESIZE`, then the new size).
  case resize(TerminalSize)
  /// The virtual clock moves forward, through every deadline on the way.
  case advance(TimeInterval)

  /// A key as the terminal sends it, for the keys with a single encoding.
  package static func key(_ key: KeyEvent) -> SoakStep {
    switch key {
    case .up: .input(isKeyCode: true, value: UInt32(KEY_UP))
    case .down: .input(isKeyCode: true, value: UInt32(KEY_DOWN))
    case .left: .input(isKeyCode: true, value: UInt32(KEY_LEFT))
    case .right: .input(isKeyCode: true, value: UInt32(KEY_RIGHT))
    case .backTab: .input(isKeyCode: true, value: UInt32(KEY_BTAB))
    case .home: .input(isKeyCode: true, value: UInt32(KEY_HOME))
    case .end: .input(isKeyCode: true, value: UInt32(KEY_END))
    case .pageUp: .input(isKeyCode: true, value: UInt32(KEY_PPAGE))
    case .pageDown: .input(isKeyCode: true, value: UInt32(KEY_NPAGE))
    case .delete: .input(isKeyCode: true, value: UInt32(KEY_DC))
    case .function(let n): .input(isKeyCode: true, value: UInt32(KEY_F0) + UInt32(n))
    case .enter: .input(isKeyCode: false, value: 13)
    case .escape: .input(isKeyCode: false, value: 27)
    case .tab: .input(isKeyCode: false, value: 9)
    case .backspace: .input(isKeyCode: false, value: 127)
    case .control(let c):
      .input(isKeyCode: false, value: UInt32(c.asciiValue ?? 96) &- 96)
    case .character(let c):
      .input(isKeyCode: false, value: c.unicodeScalars.first!.value)
    }
  }

  package var description: String {
    switch self {
    case .input(let isKeyCode, let value):
      switch InputDecoder.decode(isKeyCode: isKeyCode, value: value) {
      case .key(let key): return key.description
      case .resize: return "raw:resize"
      case .mouse: return "raw:mouse"
      case .ignored:
        return "raw:\(isKeyCode ? "code" : "char"):0x\(String(value, radix: 16))"
      }
    case .resize(let size):
      return "size:\(size.width)x\(size.height)"
    case .advance(let interval):
      if interval < 1 { return "wait:\(Int((interval * 1000).rounded()))ms" }
      return "wait:\(interval)s"
    }
  }

  /// Steps written one after another, as a failing run's trace.
  package static func script(_ steps: some Sequence<SoakStep>) -> String {
    steps.map(\.description).joined(separator: " ")
  }
}
