/// Something presented over a space, with what its feature shows. Presentations stack: keys go
/// to the top one first and drawing goes bottom-up. Navigation keeps the stack's order
/// (`PresentationID`s); each presentation's content is its feature's state
/// (`DashboardState.presentations` joins them).
package enum Presentation: Equatable, Sendable {
  /// The key help overlay; any key closes it (`q` still quits).
  case help
  /// A running intent's question; the run waits for the answer.
  case prompt(PromptState)
  /// A control's configuration form.
  case configuration(ConfigurationFormState)
  /// "Unlock to …": an intent that needs the device unlocked waits for Enter (or Escape).
  case unlock(UnlockRequest)
  /// The controls gallery; it takes every key until a control is chosen or it is closed.
  case gallery(GalleryState)
  /// The widget gallery; it takes every key until a widget is added or it is closed.
  case widgetGallery(WidgetGalleryState)
  /// A widget's timeline preview: its entries one by one (`←` `→`), `Esc` closes.
  case timelinePreview(TimelinePreviewState)
  /// The Siri / Spotlight bar; it takes every key until it is closed.
  case siri(SiriBarState)
  /// An app's own screen, full-space; `Esc` goes home.
  case app(AppScreenState)
  /// The Dynamic Island expanded on an activity (`nil`: it ended meanwhile); `Esc` collapses.
  case island(LiveActivityState?)
  /// The Settings sheet: each app's Live Activities switch; `Esc` closes.
  case liveActivitySettings(LiveActivitySettingsFeature.State)
  /// A Smart Stack's Edit Stack sheet; `Esc` closes it.
  case editStack(EditStackState)
}

/// A presentation's place on the stack: which feature's presentation it is (the content is in
/// that feature's state).
package enum PresentationID: Hashable, Sendable {
  /// The key help (navigation's own).
  case help
  /// A run's question (the intent runs').
  case prompt(RunID)
  /// The configuration form.
  case configuration
  /// The "Unlock to …" prompt (the device's).
  case unlock
  /// The controls gallery (edit mode's).
  case gallery
  /// The widget gallery (the widget gallery feature's).
  case widgetGallery
  /// The timeline preview.
  case timelinePreview
  /// The Siri bar.
  case siri
  /// An app's screen.
  case app
  /// The expanded Dynamic Island.
  case island
  /// The Live Activities Settings sheet.
  case liveActivitySettings
  /// The Edit Stack sheet (the widgets').
  case editStack
}
