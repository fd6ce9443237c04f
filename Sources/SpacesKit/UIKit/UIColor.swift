import Foundation

/// A colour as UIKit declares it, for the system colours apps pass to `Color(uiColor:)`.
///
/// A terminal has one appearance, the theme's: the label colours are the theme's text and
/// secondary roles, the backgrounds its background, `systemBlue` and the other system colours
/// its `system:` table, and the six greys its `gray`.
public final class UIColor: Sendable, Hashable {
  /// The SwiftUI colour this colour is drawn as.
  package let color: Color

  init(_ color: Color) { self.color = color }

  /// Creates a colour from sRGB components and an opacity (0…1).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: alpha))
  }

  /// Creates a grey from a white level and an opacity (0…1).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }

  /// Whether two colours are drawn alike.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

  /// Hashes the colour it is drawn as.
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  /// Primary text: the theme's text colour.
  public static let label = UIColor(.primary)
  /// Secondary text: the theme's secondary colour.
  public static let secondaryLabel = UIColor(.secondary)
  /// Tertiary text: the theme's secondary colour (a terminal has two levels).
  public static let tertiaryLabel = UIColor(.secondary)
  /// Quaternary text: the theme's secondary colour (a terminal has two levels).
  public static let quaternaryLabel = UIColor(.secondary)
  /// Placeholder text: the theme's secondary colour.
  public static let placeholderText = UIColor(.secondary)
  /// Links: the theme's blue.
  public static let link = UIColor(.blue)
  /// The app's tint: the theme's accent colour.
  public static let tintColor = UIColor(.accentColor)
  /// Separators: the theme's secondary colour.
  public static let separator = UIColor(.secondary)
  /// Opaque separators: the theme's secondary colour.
  public static let opaqueSeparator = UIColor(.secondary)

  /// The main background: the theme's background.
  public static let systemBackground = UIColor(Color.themeBackground)
  /// Content layered on the main background: the theme's background.
  public static let secondarySystemBackground = UIColor(Color.themeBackground)
  /// Content layered on secondary backgrounds: the theme's background.
  public static let tertiarySystemBackground = UIColor(Color.themeBackground)
  /// A grouped interface's background: the theme's background.
  public static let systemGroupedBackground = UIColor(Color.themeBackground)
  /// Content layered on a grouped background: the theme's background.
  public static let secondarySystemGroupedBackground = UIColor(Color.themeBackground)
  /// Content layered on secondary grouped backgrounds: the theme's background.
  public static let tertiarySystemGroupedBackground = UIColor(Color.themeBackground)
  /// Thin and small shapes' fill: the theme's gray.
  public static let systemFill = UIColor(.gray)
  /// Medium shapes' fill: the theme's gray.
  public static let secondarySystemFill = UIColor(.gray)
  /// Large shapes' fill: the theme's gray.
  public static let tertiarySystemFill = UIColor(.gray)
  /// Large areas' fill: the theme's gray.
  public static let quaternarySystemFill = UIColor(.gray)

  /// The theme's red.
  public static let systemRed = UIColor(.red)
  /// The theme's orange.
  public static let systemOrange = UIColor(.orange)
  /// The theme's yellow.
  public static let systemYellow = UIColor(.yellow)
  /// The theme's green.
  public static let systemGreen = UIColor(.green)
  /// The theme's mint.
  public static let systemMint = UIColor(.mint)
  /// The theme's teal.
  public static let systemTeal = UIColor(.teal)
  /// The theme's cyan.
  public static let systemCyan = UIColor(.cyan)
  /// The theme's blue.
  public static let systemBlue = UIColor(.blue)
  /// The theme's indigo.
  public static let systemIndigo = UIColor(.indigo)
  /// The theme's purple.
  public static let systemPurple = UIColor(.purple)
  /// The theme's pink.
  public static let systemPink = UIColor(.pink)
  /// The theme's brown.
  public static let systemBrown = UIColor(.brown)
  /// The theme's gray.
  public static let systemGray = UIColor(.gray)
  /// The second of iOS's six greys: the theme's gray.
  public static let systemGray2 = UIColor(.gray)
  /// The third of iOS's six greys: the theme's gray.
  public static let systemGray3 = UIColor(.gray)
  /// The fourth of iOS's six greys: the theme's gray.
  public static let systemGray4 = UIColor(.gray)
  /// The fifth of iOS's six greys: the theme's gray.
  public static let systemGray5 = UIColor(.gray)
  /// The sixth of iOS's six greys: the theme's gray.
  public static let systemGray6 = UIColor(.gray)

  /// Pure white.
  public static let white = UIColor(Color(red: 1, green: 1, blue: 1))
  /// Pure black.
  public static let black = UIColor(Color(red: 0, green: 0, blue: 0))
  /// No colour: the cells keep what is behind them.
  public static let clear = UIColor(.clear)
  /// Pure red.
  public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
  /// Pure green.
  public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
  /// Pure blue.
  public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
  /// A mid grey.
  public static let gray = UIColor(Color(white: 0.5))
  /// A dark grey.
  public static let darkGray = UIColor(Color(white: 1.0 / 3))
  /// A light grey.
  public static let lightGray = UIColor(Color(white: 2.0 / 3))
}
