import Foundation
import SpacesKit

/// Everything that can change the dashboard: input, what the runtime learned (apps installed,
/// the layout file read, effect results), deadlines, and the features' own actions.
///
/// Not to be confused with an intent's action: this is the dashboard's reducer input.
public enum DashboardAction: Sendable, Equatable {
  /// A key press.
  case key(KeyEvent)
  /// The terminal changed size.
  case resize(TerminalSize)
  /// The hosted apps' controls, with their previews, in bundle order.
  case install([InstalledControl])
  /// What the layout file held when the dashboard started.
  case restoreLayout(LayoutStore.Outcome)
  /// Writing the layout file failed.
  case layoutSaveFailed(String)
  /// A Control Center / Lock Screen control action.
  case controls(ControlsFeature.Action)
  /// An Action button action.
  case actionButton(ActionButtonFeature.Action)
  /// A Live Activity action.
  case activities(ActivitiesFeature.Action)
  /// An intent run action.
  case runs(IntentRunsFeature.Action)
  /// A navigation action (spaces, focus, presentations, the inspector).
  case navigation(NavigationFeature.Action)
  /// A run ended: its outcome goes back to its origin.
  case runEnded(RunOrigin, IntentOutcome)
  /// A deadline came due.
  case deadline(DeadlineID)
  /// The runtime observed something for the event log (slow app code…).
  case log(EngineEvent.Kind)
  /// Something the user should know (a state file was unreadable…); shown until a key press.
  case notice(String)
  /// A push action (a push arrived, a message was rejected).
  case push(PushFeature.Action)
  /// Quit the dashboard.
  case quit
}

/// One control a hosted app's widget bundle declares, as installed.
public struct InstalledControl: Equatable, Sendable {
  /// The control's kind.
  public var kind: String
  /// The app's name.
  public var appName: String
  /// The gallery name (`displayName`, else the app's name).
  public var displayName: String
  /// The template for the provider's preview value.
  public var preview: ResolvedControl
  /// Apple API values the app used that SpacesKit accepts but does not honour yet.
  public var unsupported: [String]
  /// Whether the control's configuration has a push handler (`.pushHandler(_:)`).
  public var acceptsPushes = false

  public init(
    kind: String, appName: String, displayName: String, preview: ResolvedControl,
    unsupported: [String] = [], acceptsPushes: Bool = false
  ) {
    self.acceptsPushes = acceptsPushes
    self.kind = kind
    self.appName = appName
    self.displayName = displayName
    self.preview = preview
    self.unsupported = unsupported
  }
}
