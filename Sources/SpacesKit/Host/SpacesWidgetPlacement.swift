/// A widget a hosted app places when the dashboard starts (`SpacesAppInfo.defaultWidgets`).
///
/// A kind in a family, configured or with its defaults:
///
/// ```swift
/// static var defaultWidgets: [SpacesWidgetPlacement]? {
///   [.init(kind: "CoffeeLevel", family: .systemSmall),
///    .init(kind: "CoffeeLevel", family: .accessoryRectangular)]
/// }
/// ```
public struct SpacesWidgetPlacement: Sendable, Equatable {
  /// The widget's kind (its configuration's `kind`).
  public var kind: String
  /// The family it is placed in (a Home Screen or a Lock Screen accessory family).
  public var family: WidgetFamily
  /// Its configuration intent (`AppIntentConfiguration`); `nil` for the kind's defaults.
  package var configuration: IntentBox?

  /// Places a widget of a kind in a family, configured with an intent or with its defaults.
  public init(kind: String, family: WidgetFamily, configuration: (any AppIntent)? = nil) {
    self.kind = kind
    self.family = family
    self.configuration = configuration.map(IntentBox.init)
  }
}
