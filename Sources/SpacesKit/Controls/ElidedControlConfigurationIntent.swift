/// The configuration intent of a listing that elides its control's arguments.
public struct ElidedControlConfigurationIntent: ControlConfigurationIntent {
  public static let title: LocalizedStringResource = "Control"
  public init() {}
}
