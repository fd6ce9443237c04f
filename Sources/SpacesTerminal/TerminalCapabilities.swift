import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal in front of the process can do: TTY, terminal type, colours, UTF-8.
///
/// `detect()` reads the process environment, the TTY state and the locale without calling
/// curses. The colour depth it reports is an estimate from `TERM` and `COLORTERM`;
/// `NcursesTerminal` refines it with the terminfo colour count once curses has started
/// (see `refined(colors:)`). The pure initializer makes every rule testable.
package struct TerminalCapabilities: Equatable, Sendable {
  /// Whether both standard input and standard output are TTYs.
  package var isTTY: Bool
  /// `TERM`, or `nil` when unset or empty.
  package var term: String?
  /// Whether `NO_COLOR` is set to a non-empty value (https://no-color.org).
  package var noColor: Bool
  /// The colours to use.
  package var colorDepth: ColorDepth
  /// Whether the locale's character set is UTF-8 (otherwise draw ASCII fallbacks).
  package var isUTF8: Bool

  /// Creates capabilities from known values.
  package init(
    isTTY: Bool, term: String?, noColor: Bool = false, colorDepth: ColorDepth, isUTF8: Bool
  ) {
    self.isTTY = isTTY
    self.term = term
    self.noColor = noColor
    self.colorDepth = noColor ? .none : colorDepth
    self.isUTF8 = isUTF8
  }

  /// Derives capabilities from an environment, the TTY state and the locale's codeset.
  ///
  /// Colour rules, first match wins: `NO_COLOR` non-empty → none; `TERM` unset, empty or
  /// `dumb` → none; `COLORTERM` `truecolor` or `24bit`, or a `TERM` naming a direct-colour
  /// entry (`*-direct*`) → truecolor; `TERM` containing `256color` → 256; otherwise 16.
  ///
  /// - Parameters:
  ///   - environment: The process environment (`TERM`, `COLORTERM`, `NO_COLOR`).
  ///   - isTTY: Whether standard input and output are TTYs.
  ///   - codeset: `nl_langinfo(CODESET)` after `setlocale(LC_ALL, "")`, e.g. `"UTF-8"`.
  package init(environment: [String: String], isTTY: Bool, codeset: String?) {
    let term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    self.init(
      isTTY: isTTY, term: term, noColor: noColor,
      colorDepth: Self.estimatedColorDepth(term: term, colorTerm: environment["COLORTERM"]),
      isUTF8: Self.isUTF8(codeset: codeset))
  }

  /// Detects the capabilities of this process's terminal.
  ///
  /// Calls `setlocale(LC_ALL, "")` (which curses needs anyway), reads
  /// `nl_langinfo(CODESET)`, `isatty` on file descriptors 0 and 1, and the environment.
  package static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalCapabilities {
    setlocale(LC_ALL, "")
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) }
    return TerminalCapabilities(
      environment: environment, isTTY: isatty(0) != 0 && isatty(1) != 0, codeset: codeset)
  }

  /// These capabilities with the colour depth that a terminfo colour count supports.
  ///
  /// `COLORTERM=truecolor` cannot raise the depth here: curses can only send RGB through a
  /// direct-colour terminfo entry (`COLORS` = 2^24), so with `tmux-256color` the depth is 256.
  /// `NO_COLOR` still wins.
  package func refined(colors: Int) -> TerminalCapabilities {
    var copy = self
    copy.colorDepth = noColor || colorDepth == .none ? .none : ColorDepth(colors: colors)
    return copy
  }

  /// The colour depth `TERM` and `COLORTERM` suggest, before terminfo is consulted.
  package static func estimatedColorDepth(term: String?, colorTerm: String?) -> ColorDepth {
    guard let term, !term.isEmpty, term != "dumb" else { return .none }
    let hint = (colorTerm ?? "").lowercased()
    if hint == "truecolor" || hint == "24bit" || term.contains("-direct") { return .trueColor }
    if term.contains("256color") { return .palette256 }
    return .ansi16
  }

  /// Whether a codeset name means UTF-8 ("UTF-8", "utf8", any case).
  package static func isUTF8(codeset: String?) -> Bool {
    guard let codeset else { return false }
    let normalized = codeset.lowercased().replacingOccurrences(of: "-", with: "")
    return normalized == "utf8"
  }
}
