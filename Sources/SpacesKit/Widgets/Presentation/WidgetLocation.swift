/// A place the system can show a widget, as WidgetKit's `WidgetLocation`.
///
/// The dashboard shows widgets on its Home Screen and Lock Screen; the other places (StandBy,
/// CarPlay, a Mac) have no equivalent in a terminal.
public struct WidgetLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  private let name: String

  /// The Home Screen or Today View.
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  /// The Lock Screen.
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  /// The widget appears in StandBy.
  public static let standBy = WidgetLocation(name: "standBy")
  /// An iPhone's widget shown on a Mac.
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
  /// The widget appears in CarPlay.
  public static let carPlay = WidgetLocation(name: "carPlay")

  /// The location's name, as in Swift code (`standBy`).
  public var description: String { name }

  /// Whether the dashboard has this place (the Home Screen, the Lock Screen).
  package var isOnDashboard: Bool { self == .homeScreen || self == .lockScreen }
}
