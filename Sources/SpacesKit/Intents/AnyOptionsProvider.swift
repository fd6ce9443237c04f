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
