import Foundation

extension WidgetConfiguration {
  func withWidgetDefinition(_ change: (inout WidgetDefinition) -> Void)
    -> ModifiedWidgetConfiguration
  {
    ModifiedWidgetConfiguration(
      entries: _entries.map { entry in
        guard case .widget(var definition) = entry else { return entry }
        change(&definition)
        return .widget(definition)
      })
  }

  /// Sets the name shown for the widget in the widget gallery.
  public func configurationDisplayName(_ displayName: LocalizedStringResource)
    -> some WidgetConfiguration
  {
    withWidgetDefinition { $0.displayName = displayName }
  }

  /// Sets the name shown for the widget in the widget gallery.
  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S)
    -> some WidgetConfiguration
  {
    withWidgetDefinition {
      $0.displayName = LocalizedStringResource(stringLiteral: String(displayName))
    }
  }

  /// Sets the description shown for the widget in the widget gallery.
  public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
    withWidgetDefinition { $0.description = description }
  }

  /// Sets the description shown for the widget in the widget gallery.
  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    withWidgetDefinition {
      $0.description = LocalizedStringResource(stringLiteral: String(description))
    }
  }

  /// Sets the sizes the widget supports.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    withWidgetDefinition { $0.supportedFamilies = families }
  }
}

/// A widget configuration with modifiers applied.
struct ModifiedWidgetConfiguration: RegisteredWidgetConfiguration {
  /// What the bundle registers, with the modifiers' changes applied.
  let entries: [WidgetBundleEntry]
}
