import Foundation
import SpacesKit

/// Everything that can change the dashboard: input, effect results, deadlines.
public enum Action: Sendable, Equatable {
  /// A key press.
  case key(KeyEvent)
  /// The terminal changed size.
  case resize(TerminalSize)
  /// Show a space.
  case show(Space)
  /// Use a control (Control Center or a Lock Screen slot): toggle it or press it.
  case activate(ControlID)
  /// Press the Action button (each key press or auto-repeat is one press).
  case pressActionButton
  /// Reload controls of a kind (`nil`: all) for a cause.
  case reloadControls(kind: String?, cause: ReloadCause)
  /// An intent finished (`generation` tells a late result from a timed-out run).
  case intentFinished(ControlID, generation: Int, IntentOutcome)
  /// A control's reload produced its template.
  case controlLoaded(ControlID, generation: Int, ResolvedControl)
  /// A control's reload threw.
  case controlLoadFailed(ControlID, generation: Int, String)
  /// Something the user should know (a state file was unreadable…); shown until a key press.
  case notice(String)
  /// A Live Activity started or changed (`nil` view: it was removed).
  case activityChanged(LiveActivityState)
  /// A deadline came due.
  case deadline(DeadlineID)
  /// Quit the dashboard.
  case quit
}

/// How an intent's `perform()` ended.
public enum IntentOutcome: Sendable, Equatable {
  case success(IntentResultContent)
  case failure(String)
}
