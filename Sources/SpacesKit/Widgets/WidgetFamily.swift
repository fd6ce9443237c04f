/// The size and shape of a widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A small widget (Home Screen).
  case systemSmall
  /// A medium widget (Home Screen).
  case systemMedium
  /// A large widget (Home Screen).
  case systemLarge
  /// An extra large widget (iPad Home Screen).
  case systemExtraLarge
  /// A circular widget (Lock Screen).
  case accessoryCircular
  /// A rectangular widget (Lock Screen).
  case accessoryRectangular
  /// A flat widget with a single row of text and an optional image (Lock Screen).
  case accessoryInline

  /// The family's name as Swift writes it: `systemSmall`.
  public var description: String { rawValue }
}

/// The environment key of the widget family.
private struct WidgetFamilyKey: EnvironmentKey {
  static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
  /// The family of the widget being drawn: small, medium, large…
  ///
  /// Apple declares it get-only (the system sets it); here it is settable too, so the host and
  /// tests can set it with `.environment(\.widgetFamily, …)`.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
}
