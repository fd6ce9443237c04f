/// An options provider seen without its type: the values it returns, as the parameter's values.
struct AnyOptionsProvider: Sendable {
  /// The provider's type name, for messages.
  let typeName: String
  /// Runs `results()`: each value, with its section's header and its own representation when
  /// the provider returned an `IntentItemCollection`.
  let results:
    @Sendable () async throws -> [(
      value: any Sendable, section: ParameterOptionSection?, shown: DisplayRepresentation?
    )]
  /// Runs `defaultResult()`, keeping it only if it is of the parameter's type.
  let defaultResult: @Sendable () async -> (any Sendable)?

  init<Provider: DynamicOptionsProvider, Element: Sendable>(_ provider: Provider)
  where Provider.Result.Element == Element {
    typeName = _typeName(Provider.self, qualified: false)
    results = {
      try await provider.results()._sectionedItems.compactMap { item in
        (item.value as? Element).map { ($0 as any Sendable, item.section, item.shown) }
      }
    }
    defaultResult = { await provider.defaultResult() as? Element }
  }
}
