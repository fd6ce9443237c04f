import Foundation

/// A font, as SwiftUI's `Font`; a terminal shows it through weight and emphasis only.
public struct Font: Hashable, Sendable {
  /// A dynamic type style.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The dynamic type styles, largest first.
    ///
    /// A terminal has one text size: the title styles and `headline` draw bold, `footnote`,
    /// `caption` and `caption2` dimmed, and the rest as plain text.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// The ultraLight weight (100), drawn as plain text.
    public static let ultraLight = Weight(value: 100)
    /// The thin weight (200), drawn as plain text.
    public static let thin = Weight(value: 200)
    /// The light weight (300), drawn as plain text.
    public static let light = Weight(value: 300)
    /// The regular weight (400), drawn as plain text.
    public static let regular = Weight(value: 400)
    /// The medium weight (500), drawn as plain text.
    public static let medium = Weight(value: 500)
    /// The semibold weight (600), drawn bold.
    public static let semibold = Weight(value: 600)
    /// The bold weight (700), drawn bold.
    public static let bold = Weight(value: 700)
    /// The heavy weight (800), drawn bold.
    public static let heavy = Weight(value: 800)
    /// The black weight (900), drawn bold.
    public static let black = Weight(value: 900)
    /// Whether a terminal shows this weight as bold.
    package var isBold: Bool { value >= 600 }
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    /// The system design, serif, rounded or monospaced; a terminal draws its one font for all.
    case `default`, serif, rounded, monospaced
  }

  /// The text style, when the font is a dynamic type style.
  package var style: TextStyle?
  /// The explicit weight, if any.
  package var weight: Weight?
  /// The point size, for system fonts of a fixed size.
  package var size: CGFloat?
  /// The design.
  package var design: Design?

  /// The largest title style, drawn bold.
  public static let largeTitle = Font(style: .largeTitle)
  /// The first-level title style, drawn bold.
  public static let title = Font(style: .title)
  /// The second-level title style, drawn bold.
  public static let title2 = Font(style: .title2)
  /// The third-level title style, drawn bold.
  public static let title3 = Font(style: .title3)
  /// The headline style, drawn bold.
  public static let headline = Font(style: .headline)
  /// The subheadline style, drawn as plain text.
  public static let subheadline = Font(style: .subheadline)
  /// The body text style, drawn as plain text.
  public static let body = Font(style: .body)
  /// The callout style, drawn as plain text.
  public static let callout = Font(style: .callout)
  /// The footnote style, drawn dimmed.
  public static let footnote = Font(style: .footnote)
  /// The caption style, drawn dimmed.
  public static let caption = Font(style: .caption)
  /// The alternate caption style, drawn dimmed.
  public static let caption2 = Font(style: .caption2)

  /// A system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(style: style, weight: weight, design: design)
  }

  /// A system font of a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(weight: weight, size: size, design: design)
  }

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font with digits of one width (every terminal digit already is).
  public func monospacedDigit() -> Font { self }

  /// Whether a terminal draws this font bold.
  package var isBold: Bool {
    if let weight { return weight.isBold }
    switch style {
    case .largeTitle, .title, .title2, .title3, .headline: return true
    default: return false
    }
  }

  /// Whether a terminal draws this font dimmed (the small secondary styles).
  package var isSecondary: Bool {
    switch style {
    case .caption, .caption2, .footnote: true
    default: false
    }
  }
}
