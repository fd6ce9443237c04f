import Foundation

/// What a provider learns about the widget it provides for, as WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  /// The widget's family.
  public let family: WidgetFamily
  /// Whether the widget appears in the widget gallery (answer quickly with sample data).
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
  /// Whether the widget's tile applies no margins (`contentMarginsDisabled()`).
  package var contentMarginsDisabled = false
  /// Whether the system may remove the widget's container background.
  package var containerBackgroundRemovable = true
  /// Whether the widget is drawn for StandBy (iOS 17's phone on its side), where the system
  /// removes its container background.
  package var isStandBy = false

  /// Creates a context (the system does).
  package init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize? = nil) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize ?? family.displaySize
  }
}

extension WidgetFamily {
  /// The size of a widget of this family on a 6.1" phone, in points.
  package var displaySize: CGSize {
    switch self {
    case .systemSmall: CGSize(width: 158, height: 158)
    case .systemMedium: CGSize(width: 338, height: 158)
    case .systemLarge: CGSize(width: 338, height: 354)
    case .systemExtraLarge: CGSize(width: 715, height: 354)
    case .accessoryCircular: CGSize(width: 72, height: 72)
    case .accessoryRectangular: CGSize(width: 160, height: 72)
    case .accessoryInline: CGSize(width: 234, height: 26)
    }
  }

  /// Whether the family is a Home Screen family.
  package var isSystem: Bool {
    switch self {
    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: true
    case .accessoryCircular, .accessoryRectangular, .accessoryInline: false
    }
  }
}
