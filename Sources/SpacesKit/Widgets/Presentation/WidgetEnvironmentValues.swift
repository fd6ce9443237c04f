import Foundation

/// The rendering mode the system draws a widget in.
private struct WidgetRenderingModeKey: EnvironmentKey {
  static var defaultValue: WidgetRenderingMode { .fullColor }
}

/// The margins the widget's tile applies around its content.
private struct WidgetContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { WidgetFamily.systemSmall.contentMargins }
}

/// Whether the widget's container background shows.
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

/// Whether the widget's label shows (never on iPhone).
private struct ShowsWidgetLabelKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The rendering mode of the widget being drawn.
  ///
  /// `.vibrant` on the Lock Screen, `.fullColor` on the Home Screen. Settable, as Apple
  /// declares it, so previews and tests can draw a mode.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// The margins the widget's tile applies around its content, in points.
  ///
  /// A column (8 points) either side inside a Home Screen tile's outline, none in a Lock
  /// Screen slot.
  ///
  /// iOS reports 16 points on each edge of a Home Screen widget; in a terminal the tile's
  /// outline takes the rest of that space, so these are the margins the dashboard draws.
  ///
  /// Reported even when the widget's configuration disables them
  /// (`contentMarginsDisabled()`), so `.padding(margins)` can put them back.
  public internal(set) var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }

  /// Whether the widget's container background shows.
  ///
  /// True on the Home Screen, false in the Lock Screen's accessory slots, where the system
  /// removes a removable background.
  public internal(set) var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }

  /// Whether the widget's `widgetLabel` shows.
  ///
  /// Never on iPhone, where only watch complications show labels.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}

extension WidgetFamily {
  /// The margins the dashboard's tile gives a widget of this family inside its outline, in
  /// points: a column either side for a system family (iOS's 16 points less the outline),
  /// none for the Lock Screen's accessory families.
  package var contentMargins: EdgeInsets {
    isSystem
      ? EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
      : EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// The rendering mode iOS draws this family in: `.vibrant` for the Lock Screen's accessory
  /// families, `.fullColor` for the Home Screen's.
  package var renderingMode: WidgetRenderingMode { isSystem ? .fullColor : .vibrant }
}
