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
  /// The control kinds the hosted apps declare, with their previews, in bundle order.
  case install([ControlKindInfo])
  /// A configurable kind's gallery preview, drawn from its default configuration with the
  /// queries' default results (the first timer) once they were read.
  case catalogPreviewed(kind: String, ResolvedControl)
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
  /// A widget action (timelines, reloads, the budget).
  case widgets(WidgetsFeature.Action)
  /// A configuration form action.
  case configuration(ConfigurationFeature.Action)
  /// An intent run action.
  case runs(IntentRunsFeature.Action)
  /// An app wake action (work app code scheduled for a date).
  case appWakes(AppWakesFeature.Action)
  /// A navigation action (spaces, focus, presentations, the inspector).
  case navigation(NavigationFeature.Action)
  /// A device action (lock, unlock, an app opening).
  case device(DeviceFeature.Action)
  /// An edit mode action (the gallery; adding, removing, moving, resizing, assigning).
  case editMode(EditModeFeature.Action)
  /// A run ended: its outcome goes back to its origin.
  case runEnded(RunOrigin, IntentOutcome)
  /// A deadline came due.
  case deadline(DeadlineID)
  /// The runtime observed something for the event log (slow app code…).
  case log(EngineEvent.Kind)
  /// Something the user should know (a state file was unreadable…); shown until a key press.
  case notice(String)
  /// A Siri bar action (the phrase index, running App Shortcuts).
  case siri(SiriFeature.Action)
  /// A push action (a push arrived, a message was rejected).
  case push(PushFeature.Action)
  /// A timeline preview action (open, entries loaded, step, close).
  case timelinePreview(TimelinePreviewFeature.Action)
  /// Quit the dashboard.
  case quit
  /// The Control Lab.
  case controlLab(ControlLabFeature.Action)
  /// An app screen action (an app opened, a press on its view).
  case appScreen(AppScreenFeature.Action)
}
