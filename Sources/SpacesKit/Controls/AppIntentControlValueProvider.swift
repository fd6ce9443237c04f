/// Provides a control's value for the control's configuration intent.
///
/// As WidgetKit's `AppIntentControlValueProvider`: the value depends on how the person
/// configured the control (which timer it starts and stops).
public protocol AppIntentControlValueProvider: Sendable {
  /// The configuration intent.
  associatedtype Configuration: ControlConfigurationIntent
  /// The type of the value.
  associatedtype Value: Sendable
  /// A value for previews of a configuration.
  func previewValue(configuration: Configuration) -> Value
  /// The live value for a configuration.
  func currentValue(configuration: Configuration) async throws -> Value
}
