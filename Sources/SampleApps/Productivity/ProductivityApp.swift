import SpacesKit
import SpacesStateServer

/// The Productivity app itself, as far as its controls see it: when it launches it listens to
/// the timer and asks the system to reload the timer control whenever the timer changes
/// (session, 8:54).
public final class ProductivityApp: TimerManagerDelegate {
  /// The app's display name, the default display name of its controls.
  public static let name = "Productivity"

  public init() {}

  /// Keeps the timer on the state server the devices share (the dashboard calls this for
  /// `spaces --device NAME` before the app launches).
  public static func useStateServer(_ client: StateServerClient) {
    TimerManager.server.withLock { $0 = ServerTimerStore(client: client) }
  }

  /// Called once when the system launches the app.
  public func launch() {
    TimerManager.shared.delegate.withLock { $0 = self }
  }

  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer) {
    ControlCenter.shared.reloadControls(
      ofKind: "com.apple.Productivity.TimerToggle"
    )
  }
}
