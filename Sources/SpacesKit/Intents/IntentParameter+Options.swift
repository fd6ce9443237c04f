/// Parameters whose values people choose from a list an options provider returns.
extension IntentParameter {
  /// Creates a parameter whose values come from an options provider.
  public init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
    optionsProvider: OptionsProvider
  ) where OptionsProvider.Result.Element == Value {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: AnyOptionsProvider(optionsProvider))
  }

  /// Creates an optional parameter whose values come from an options provider.
  public init<OptionsProvider: DynamicOptionsProvider, Wrapped: Sendable>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Wrapped? = nil, requestValueDialog: IntentDialog? = nil,
    optionsProvider: OptionsProvider
  ) where Value == Wrapped?, OptionsProvider.Result.Element == Wrapped {
    self.init(
      title: title, description: description, default: defaultValue.map { .some($0) },
      requestValueDialog: requestValueDialog, options: AnyOptionsProvider(optionsProvider))
  }
}

/// An options provider seen without its type: the values it returns, as the parameter's values.
struct AnyOptionsProvider: Sendable {
  /// The provider's type name, for messages.
  let typeName: String
  /// Runs `results()`.
  let results: @Sendable () async throws -> [any Sendable]
  /// Runs `defaultResult()`, keeping it only if it is of the parameter's type.
  let defaultResult: @Sendable () async -> (any Sendable)?

  init<Provider: DynamicOptionsProvider, Element: Sendable>(_ provider: Provider)
  where Provider.Result.Element == Element {
    typeName = String(describing: Provider.self)
    results = { try await provider.results()._elements.map { $0 as any Sendable } }
    defaultResult = { await provider.defaultResult() as? Element }
  }
}
