/// A control people configure, as WidgetKit's `AppIntentControlConfiguration`.
///
/// Its value and content depend on a `ControlConfigurationIntent` whose `@Parameter`s people set
/// when they add the control (which timer it starts and stops).
///
/// The system keeps each installed control's configuration intent (saved as its parameters'
/// values; entities by identifier) and passes it to the value provider on every reload. Until a
/// required parameter has a value, the control shows "Not configured" and the app's code is not
/// called.
public struct AppIntentControlConfiguration<
  Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate
>: ControlWidgetConfiguration, DefinedControlConfiguration {
  /// How the system finds the control's value for a configuration and builds its template.
  let definition: ControlDefinition

  /// Creates a control whose value a provider computes for the configuration, then builds the
  /// template from that value.
  public init<Provider: AppIntentControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Provider.Configuration == Configuration {
    definition = ControlDefinition(
      kind: kind, configuration: Self.support,
      preview: { box in
        guard let intent = Self.configured(box) else { return Self.unconfigured(box) }
        return content(provider.previewValue(configuration: intent))._resolved
      },
      currentValue: { box in
        try await provider.currentValue(configuration: try await Reader.current(box))
      },
      content: { value in
        guard let value = value as? Provider.Value else {
          preconditionFailure("value of \(type(of: value)) is not \(Provider.Value.self)")
        }
        return content(value)._resolved
      })
  }

  /// Creates a control whose template is built from the configuration intent itself.
  public init(
    kind: String, intent: Configuration.Type = Configuration.self,
    @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
  ) {
    definition = ControlDefinition(
      kind: kind, configuration: Self.support,
      preview: { box in
        guard let intent = Self.configured(box) else { return Self.unconfigured(box) }
        return content(intent)._resolved
      },
      // Through a concrete instance of the type, so the closure doesn't capture `Content`.
      currentValue: { box in try await Reader.current(box) },
      content: { value in
        guard let intent = value as? Configuration else {
          preconditionFailure("value of \(type(of: value)) is not \(Configuration.self)")
        }
        return content(intent)._resolved
      })
  }

  /// This type with a concrete template: its configuration helpers without `Content`.
  private typealias Reader = AppIntentControlConfiguration<Configuration, AnyControlTemplate>

  /// The configuration intent with its defaults.
  nonisolated static var support: ControlConfigurationSupport {
    ControlConfigurationSupport(makeDefault: { IntentBox(Configuration()) })
  }

  /// The intent of a complete configuration, or `nil`.
  nonisolated static func configured(_ box: IntentBox?) -> Configuration? {
    guard let box, box.missingParameters.isEmpty else { return nil }
    return box.intent as? Configuration
  }

  /// The intent of a configuration, throwing when it isn't complete or of this type.
  nonisolated static func configuration(_ box: IntentBox?) throws -> Configuration {
    let box = box ?? IntentBox(Configuration())
    guard let intent = box.intent as? Configuration else {
      throw ControlConfigurationError.wrongIntent(
        expected: _typeName(Configuration.self, qualified: false), got: box.typeName)
    }
    let missing = box.missingParameters
    guard missing.isEmpty else { throw ControlConfigurationError.notConfigured(missing: missing) }
    return intent
  }

  /// The configuration as a reload uses it: its entities looked up again through their
  /// queries, as iOS does on every reload (a renamed timer shows its new name); throws
  /// `ParameterValueError.noEntity` for one that no longer exists.
  nonisolated static func current(_ box: IntentBox?) async throws -> Configuration {
    _ = try configuration(box)
    let box = box ?? IntentBox(Configuration())
    let fresh = try await box.refreshingEntities()
    return try configuration(fresh)
  }

  /// The template of a control that isn't configured; the system titles it with the control's
  /// display name.
  nonisolated static func unconfigured(_ box: IntentBox?) -> ResolvedControl {
    .unconfigured(
      title: Configuration.title.resolvedText, configuration: box ?? IntentBox(Configuration()))
  }
}

/// The session's 14:26 listing elides the arguments (`AppIntentControlConfiguration( // ... )`);
/// this initializer lets it compile as written. It declares a control with no content that is
/// never configured; real controls pass a kind and a provider or intent.
extension AppIntentControlConfiguration
where Configuration == ElidedControlConfigurationIntent, Content == AnyControlTemplate {
  /// Creates a placeholder control for a listing whose arguments are elided (`…`).
  public init() {
    self.init(kind: "SpacesKit.ElidedControl", intent: Configuration.self) { intent in
      AnyControlTemplate(.unconfigured(title: "Control", configuration: IntentBox(intent)))
    }
  }
}
