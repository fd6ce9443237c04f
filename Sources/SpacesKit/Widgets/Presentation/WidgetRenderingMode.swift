/// How the system renders a widget where it shows it, as WidgetKit's `WidgetRenderingMode`.
///
/// iOS draws Lock Screen widgets `vibrant` (desaturated to the Lock Screen's one tint) and Home
/// Screen widgets in `fullColor`; `accented` is the tinted Home Screen and some watch faces,
/// which the dashboard doesn't have.
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
  private let name: String

  /// The system renders the widget in full colour (the Home Screen).
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// The system draws the accent group (`widgetAccentable()`) and the rest in a colour each.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// The system desaturates the widget to a vibrant monochrome version (the Lock Screen).
  public static let vibrant = WidgetRenderingMode(name: "vibrant")

  /// The mode's name, as in Swift code (`vibrant`).
  public var description: String { name }
}
