import SpacesKit

/// A widget an app places when the dashboard starts: a kind in a family.
public struct DefaultWidget: Equatable, Sendable {
  /// The widget's kind.
  public var kind: String
  /// The family it is placed in.
  public var family: WidgetFamily
  /// Its configuration (`nil`: the kind's default configuration).
  public var configuration: IntentBox?

  public init(kind: String, family: WidgetFamily, configuration: IntentBox? = nil) {
    self.kind = kind
    self.family = family
    self.configuration = configuration
  }
}
