import Foundation

extension WidgetConfiguration {
  /// Lets the widget's content reach the edges of its tile: the tile applies no margins.
  ///
  /// The margins it would have applied stay readable as
  /// `@Environment(\.widgetContentMargins)`, for `.padding(margins)` where content needs them.
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    withWidgetDefinition { $0.contentMarginsDisabled = true }
  }

  /// Says whether the system may remove the widget's container background.
  ///
  /// It removes it where it shows widgets without one (the Lock Screen's accessory slots);
  /// removable by default.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true)
    -> some WidgetConfiguration
  {
    withWidgetDefinition { $0.containerBackgroundRemovable = isRemovable }
  }

  /// Marks places where the widget of some families works less well.
  ///
  /// The system offers it there last. The dashboard offers every widget on its Home Screen and Lock Screen whatever this says
  /// (it has no gallery order to change); places it lacks (StandBy, CarPlay, a Mac) don't apply.
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> some WidgetConfiguration
  {
    withWidgetDefinition { definition in
      for family in families {
        definition.disfavoredLocations[family, default: []].formUnion(locations)
      }
    }
  }
}
