/// The configuration intent of a listing that elides its control's arguments.
public struct ElidedControlConfigurationIntent: ControlConfigurationIntent {
  /// The placeholder's title, "Control".
  public static let title: LocalizedStringResource = "Control"
  /// Creates the placeholder intent.
  public init() {}
}
