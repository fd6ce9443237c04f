/// Provides the values people choose from for a parameter, as App Intents declares it.
///
/// Attach one with `@Parameter(title: "Timer", optionsProvider: TimerOptions())`.
public protocol DynamicOptionsProvider: Sendable {
  /// The type of the values returned.
  associatedtype Result: ResultsCollection
  /// The type of the default value.
  associatedtype DefaultValue: Sendable = Result.Element
  /// The values to choose from.
  func results() async throws -> Result
  /// The value used when people choose none; `nil` by default.
  func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
  /// No default by default: people choose a value, or the parameter stays unset.
  public func defaultResult() async -> DefaultValue? { nil }
}
