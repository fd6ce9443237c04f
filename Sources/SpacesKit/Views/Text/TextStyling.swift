import Foundation

extension Text {
  /// A change of letter case for text, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Every letter upper case.
    case uppercase
    /// Every letter lower case.
    case lowercase
  }

  /// Where text that doesn't fit is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// "…" at the start: the end of the text shows.
    case head
    /// "…" at the end: the start of the text shows.
    case tail
    /// "…" in the middle: both ends show.
    case middle
  }

  /// Joins two texts into one, each part keeping its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.joinableRuns + rhs.joinableRuns)
  }

  /// The parts this text adds to a concatenation: its runs, or itself when it is one run or its
  /// own modifiers apply to all its runs.
  var joinableRuns: [Text] { runs.isEmpty || !modifiers.isEmpty ? [self] : runs }

  /// A text made of runs, adjacent plain literals merged so they wrap as one.
  init(runs parts: [Text]) {
    var merged: [Text] = []
    for part in parts {
      if let last = merged.last, last.isPlainLiteral, part.isPlainLiteral,
        case .verbatim(let before) = last.content, case .verbatim(let after) = part.content
      {
        merged[merged.count - 1] = Text(verbatim: before + after)
      } else {
        merged.append(part)
      }
    }
    if merged.count == 1 {
      self = merged[0]
    } else {
      self.init(verbatim: "")
      runs = merged
    }
  }

  /// Whether this text is one literal run without modifiers of its own.
  var isPlainLiteral: Bool {
    guard runs.isEmpty, modifiers.isEmpty, case .verbatim = content else { return false }
    return true
  }

  /// This text with one of its own modifiers added.
  func adding(_ modifier: ViewModifierValue) -> Text {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// Applies a bold weight to this text.
  public func bold(_ isActive: Bool = true) -> Text { adding(.bold(isActive)) }

  /// Applies italics to this text.
  public func italic(_ isActive: Bool = true) -> Text { adding(.italic(isActive)) }

  /// Sets the font weight of this text (`nil`: the font's own).
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }

  /// Sets the font of this text.
  public func font(_ font: Font?) -> Text { adding(.font(font)) }

  /// Sets the colour of this text.
  public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color)) }

  /// Sets the style of this text (a colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding(.foreground(style._color))
  }

  /// Uses digits of one width for this text; every terminal digit already is one cell.
  public func monospacedDigit() -> Text { adding(.monospacedDigit) }

  /// Underlines this text (`color`: the line's colour, drawn in the text's colour here).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.textDecoration(.underline(isActive)))
  }

  /// Strikes this text through (drawn as the terminal's strikethrough, or dimmed under curses).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.textDecoration(.strikethrough(isActive)))
  }

  /// Sets the space between letters of this text; a terminal's letters are a cell apart.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Sets the tracking of this text; a terminal's letters are a cell apart.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// Raises or lowers this text from its baseline; a terminal's text sits on its row.
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
}

/// A line through or under text, from `underline(_:color:)` and `strikethrough(_:color:)`.
package enum TextDecoration: Equatable, Sendable {
  /// A line under the text (or none).
  case underline(Bool)
  /// A line through the text (or none).
  case strikethrough(Bool)
}

/// The environment key of the text case.
private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case text in this view is shown in, from `textCase(_:)`; `nil` keeps it as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Shows text in this view in a case (`nil`: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    _EnvironmentWritingView<Self, Text.Case?>(content: self) { $0.textCase = textCase }
  }

  /// Underlines text in this view.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modified(.textDecoration(.underline(isActive)))
  }

  /// Strikes text in this view through (dimmed where the terminal can't strike).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modified(.textDecoration(.strikethrough(isActive)))
  }

  /// Sets the space between letters of text in this view; a terminal's are a cell apart.
  public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Sets the tracking of text in this view; a terminal's letters are a cell apart.
  public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Lets text in this view tighten its letters to fit; a terminal's can't tighten.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Sets where text in this view that doesn't fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modified(.truncationMode(mode))
  }
}
