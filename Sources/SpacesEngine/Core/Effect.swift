import Foundation
import SpacesKit

/// A side effect the reducer asks for; the engine's runtime carries it out.
public enum Effect: Sendable, Equatable {
  /// Run an intent's `perform()`; the result comes back as `.runs(.finished)`.
  case perform(RunID, IntentBox)
  /// Cancel a run's task (it timed out or the user gave up); its result, if any, is ignored.
  case cancelRun(RunID)
  /// Resume a run suspended on a question with the user's answer (`nil`: the user gave up).
  case answer(RunID, ask: Int, IntentAnswer?)
  /// Reload a control: run its value provider, then its content; comes back as
  /// `.controls(.loaded)` or `.controls(.loadFailed)`.
  case reloadControl(ControlID, generation: Int)
  /// Cancel a control reload's task (it timed out).
  case cancelReload(ControlID, generation: Int)
  /// Read a configurable control's saved configuration (`nil`: none saved, the defaults):
  /// entities are looked up through their queries; comes back as
  /// `.controls(.configurationLoaded)`.
  case loadConfiguration(ControlID, kind: String, values: [String: String]?)
  /// Wake at a date and send `.deadline(id)`.
  case schedule(DeadlineID, at: Date)
  /// Forget a deadline.
  case cancel(DeadlineID)
  /// Build a Live Activity's view again from its record (it went stale).
  case refreshActivity(String)
  /// Remove a Live Activity from the system's list.
  case dismissActivity(String)
  /// List the options of a configuration form's choice fields (the app's entity queries, enum
  /// cases, options providers); comes back as `.configuration(.optionsLoaded)`.
  case loadConfigurationOptions(ControlID, IntentBox)
  /// Apply a configuration form's changes to a configuration (entity lookups, parsing typed
  /// values); comes back as `.configuration(.applied)` or `.configuration(.rejected)`.
  case applyConfiguration(ControlID, IntentBox, [String: ConfigurationEdit])
  /// Run the work app code scheduled for a wake (`SystemHost.scheduleWake`); comes back as
  /// `.appWakes(.ran)`.
  case runAppWake(String)
  /// Draw a configurable kind's gallery preview from its default configuration filled with
  /// the queries' default results; comes back as `.catalogPreviewed`.
  case previewCatalogKind(String)
  /// Ask a widget's provider for a timeline; comes back as `.widgets(.loaded)` or
  /// `.widgets(.loadFailed)`.
  case loadWidgetTimeline(WidgetID, generation: Int)
  /// Get a timeline preview's entries for a kind: its `#Preview` timeline (in `family`'s
  /// preview if there are several), else its provider's timeline for the configuration, in
  /// `family` (`nil`: the kind's first Home Screen family); comes back as
  /// `.timelinePreview(.loaded)`.
  case loadTimelinePreview(kind: String, family: WidgetFamily?, configuration: IntentBox?)
  /// Tell app code which widgets are placed (`WidgetCenter.currentConfigurations()`).
  case publishWidgets
  /// Write the layout file.
  case saveLayout(SavedLayout)
  /// Tell the apps' push handlers the push tokens of their controls (`pushTokensDidChange`).
  case pushTokensChanged([PushFeature.Registration])
  /// Read the apps' App Shortcuts (expanding parameterized phrases for apps that called
  /// `updateAppShortcutParameters()`); comes back as `.siri(.indexed)`.
  case loadAppShortcuts
  /// Resolve an app's view for its screen (with its `@State` values); comes back as
  /// `.appScreen(.resolved)`.
  case resolveAppScreen(String)
  /// Run a callback of an app's view (a Siri tip's dismissal, a Shortcuts link's action), then
  /// resolve the app's view again; comes back as `.appScreen(.resolved)`.
  case callView(ViewCallback, app: String)
  /// Stop the dashboard.
  case quit
  /// Pause, speed up or slow down the clock, or move it to the earliest deadline and fire it.
  case clock(ClockCommand)
}

/// What a deadline is for, by feature; one pending deadline per identifier.
public enum DeadlineID: Hashable, Sendable {
  case controls(ControlsFeature.Deadline)
  case actionButton(ActionButtonFeature.Deadline)
  case activities(ActivitiesFeature.Deadline)
  case runs(IntentRunsFeature.Deadline)
  case appWakes(AppWakesFeature.Deadline)
  case device(DeviceFeature.Deadline)
  case widgets(WidgetsFeature.Deadline)
}
