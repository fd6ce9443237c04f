import Foundation
import SpacesKit

/// The caffeine tracker app of WWDC23 "Bring widgets to life": drinks logged in its app group,
/// shown by an interactive widget.
public struct CaffeineApp: Sendable {
  /// The app's name.
  public static let name = "Caffeine"

  public init() {}

  /// The widgets the app places: the tracker on the Home Screen.
  public static var defaultWidgets: [(kind: String, family: WidgetFamily)] {
    [(CaffeineTrackerWidget.kind, .systemSmall)]
  }
}

/// The caffeine tracker's widget extension.
public struct CaffeineExtensionBundle: WidgetBundle {
  public init() {}

  public var body: some Widget {
    CaffeineTrackerWidget()
  }
}
