import SpacesKit

/// The Productivity app's widget extension, as in the WWDC24 controls session (3:13).
///
/// The session's bundle also lists `ChecklistWidget()` and `TaskCounterWidget()`; those are Home
/// Screen widgets, which arrive with the widgets capability. `@main` is left to the executable
/// that hosts the bundle (see `SpacesDashboard`).
package struct ProductivityExtensionBundle: WidgetBundle {
  package init() {}

  package var body: some Widget {
    TimerToggle()
    BreakRemindersToggle()
    LogBreakButton()
    TimerActivityWidget()
  }
}
