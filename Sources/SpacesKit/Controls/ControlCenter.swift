/// The app's way to ask the system to reload its controls, as WidgetKit's `ControlCenter`.
public final class ControlCenter: Sendable {
  /// The shared control center.
  public static let shared = ControlCenter()

  private init() {}

  /// Reloads every control of a kind: the system runs its value provider and content again.
  public func reloadControls(ofKind kind: String) {
    SystemHost.current.send(.reloadControls(kind: kind))
  }

  /// Reloads all of the app's controls.
  public func reloadAllControls() {
    SystemHost.current.send(.reloadControls(kind: nil))
  }

  /// Retrieves information about the controls people installed.
  ///
  /// Kind, push information and configuration intent.
  public func currentControls() async throws -> [ControlInfo] {
    await SystemHost.current.currentControls()
  }
}
