import Foundation

extension Color {
  /// Creates a colour from a UIKit colour: a system colour is drawn as the theme's.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// Creates a colour from a UIKit colour (the older spelling of `Color(uiColor:)`).
  public init(_ uiColor: UIColor) { self = uiColor.color }

  /// The theme's background role: what `UIColor.systemBackground` and its relatives draw as.
  static let themeBackground = Color(system: "background")
}
