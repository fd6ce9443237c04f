import Foundation
import SpacesKit

/// The caffeine tracker app of WWDC23 "Bring widgets to life": drinks logged in its app group,
/// shown by an interactive widget.
package struct CaffeineApp: Sendable {
  /// The app's name.
  package static let name = "Caffeine"

  package init() {}

  /// The widgets the app places: the tracker on the Home Screen.
  package static var defaultWidgets: [(kind: String, family: WidgetFamily)] {
    [(CaffeineTrackerWidget.kind, .systemSmall)]
  }
}

/// The caffeine tracker's widget extension.
package struct CaffeineExtensionBundle: WidgetBundle {
  package init() {}

  package var body: some Widget {
    CaffeineTrackerWidget()
  }
}
