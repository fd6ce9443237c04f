/// How many colours a terminal can show, from none to 24-bit RGB.
package enum ColorDepth: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
  /// Monochrome: attributes only (also what `NO_COLOR` asks for).
  case none = 0
  /// The 16 ANSI colours (8-colour terminals use the first 8).
  case ansi16 = 16
  /// The xterm 256-colour palette.
  case palette256 = 256
  /// Direct 24-bit RGB.
  case trueColor = 16_777_216

  /// The depth a terminfo entry supports, from its colour count (`COLORS` after
  /// `start_color`, or terminfo's `colors`). Direct-colour entries (`xterm-direct`) report
  /// 2^24 colours, where a colour number *is* an RGB value.
  package init(colors: Int) {
    switch colors {
    case 16_777_216...: self = .trueColor
    case 256...: self = .palette256
    case 8...: self = .ansi16
    default: self = .none
    }
  }

  package static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

  package var description: String {
    switch self {
    case .none: "none"
    case .ansi16: "16"
    case .palette256: "256"
    case .trueColor: "truecolor"
    }
  }
}
