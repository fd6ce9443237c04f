/// Provides a control's value, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable
  /// A value for previews (gallery, settings): predetermined, fast, the off state.
  var previewValue: Value { get }
  /// The live value; may be slow. Throwing means "couldn't compute; reload later".
  func currentValue() async throws -> Value
}
