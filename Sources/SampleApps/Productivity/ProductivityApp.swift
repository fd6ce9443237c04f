import SpacesKit
import SpacesStateServer

/// The Productivity app itself, as far as its controls see it: when it launches it listens to
/// the timer and asks the system to reload the timer control whenever the timer changes
/// (session, 8:54).
package final class ProductivityApp: TimerManagerDelegate {
  /// The app's display name, the default display name of its controls.
  package static let name = "Productivity"

  /// The timer control's kind.
  package static let timerKind = "com.apple.Productivity.TimerToggle"

  /// The controls a new install shows, with their saved configurations: the Work and Violin
  /// timers side by side (session, 13:40), then one of each other control.
  package static let defaultControls: [(kind: String, configuration: [String: String])] = [
    (timerKind, ["timer": "work"]), (timerKind, ["timer": "violin"]),
  ]

  package init() {}

  /// Keeps the timers on the state server the devices share (the dashboard calls this for
  /// `spaces --device NAME` before the app launches).
  package static func useStateServer(_ client: StateServerClient) {
    TimerManager.shared.store.withLock { $0 = ServerTimerStore(client: client) }
  }

  /// Called once when the system launches the app: it listens to the timers, and puts their
  /// Live Activities and end-of-interval wakes in line with what it stored before a restart.
  package func launch() {
    TimerManager.shared.delegate.withLock { $0 = self }
    TimerManager.shared.reconcile()
  }

  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer) {
    ControlCenter.shared.reloadControls(
      ofKind: "com.apple.Productivity.TimerToggle"
    )
  }
}
