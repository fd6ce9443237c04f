import SpacesKit

/// A widget an app places when the dashboard starts: a kind in a family.
package struct DefaultWidget: Equatable, Sendable {
  /// The widget's kind.
  package var kind: String
  /// The family it is placed in.
  package var family: WidgetFamily
  /// Its configuration (`nil`: the kind's default configuration).
  package var configuration: IntentBox?

  package init(kind: String, family: WidgetFamily, configuration: IntentBox? = nil) {
    self.kind = kind
    self.family = family
    self.configuration = configuration
  }
}
