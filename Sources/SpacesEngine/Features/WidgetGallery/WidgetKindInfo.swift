import Foundation
import SpacesKit

/// A widget kind as the widget gallery lists it: its app, its `configurationDisplayName` and
/// `description`, the families it supports and its placeholder in each (the preview until the
/// snapshot comes).
package struct WidgetKindInfo: Equatable, Sendable {
  /// The widget's kind.
  package var kind: String
  /// The app that declares it.
  package var appName: String
  /// The name the gallery shows (the kind's last component when the widget names none).
  package var displayName: String
  /// The gallery's description, if the widget gives one.
  package var description: String?
  /// The families it supports, in the widget's order.
  package var families: [WidgetFamily]
  /// The provider's placeholder drawn in each supported family.
  package var placeholders: [WidgetFamily: ViewNode]

  package init(
    kind: String, appName: String, displayName: String, description: String? = nil,
    families: [WidgetFamily], placeholders: [WidgetFamily: ViewNode] = [:]
  ) {
    self.kind = kind
    self.appName = appName
    self.displayName = displayName
    self.description = description
    self.families = families
    self.placeholders = placeholders
  }
}
