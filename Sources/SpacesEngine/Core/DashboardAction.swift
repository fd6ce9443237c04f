import Foundation
import SpacesKit

/// Everything that can change the dashboard: input, deadlines, what the runtime observed, and
/// the features' own actions.
///
/// Not to be confused with an intent's action: this is the dashboard's reducer input. Each
/// feature's actions are its own type, carried by `.feature` and built with the feature's
/// named constructor (`.controls(.activate(…))`, `.widgets(.press(…))`).
package enum DashboardAction: Sendable, Equatable {
  /// A key press.
  case key(KeyEvent)
  /// The terminal changed size.
  case resize(TerminalSize)
  /// A deadline came due: it goes to the feature that scheduled it.
  case deadline(DeadlineID)
  /// The runtime observed something for the event log (slow app code…).
  case log(EngineEvent.Kind)
  /// Something the user should know (a state file was unreadable…); shown until a key press.
  case notice(String)
  /// Switch to the next theme (the renderer cycles the built-in themes by the count).
  case cycleTheme
  /// Quit the dashboard.
  case quit
  /// A feature's action, routed to the feature by its type.
  case feature(AnyFeatureAction)
}
