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
