import Foundation
import SpacesKit

/// The Action button: its App Shortcut, the hint after a press, and the Dynamic Island result.
/// (The control it holds is the controls feature's: `ControlsState.actionButton`.)
package struct ActionButtonState: FeatureState {
  /// The assigned App Shortcut (instead of a control).
  package var shortcut: ActionButtonShortcut?
  /// The hint on screen after a press.
  package var hint: Hint?
  /// When the last press (or auto-repeat) arrived.
  package var lastPressAt: Date?
  /// After an action, presses are ignored until the key is released (a gap in auto-repeat).
  package var awaitingRelease = false
  /// When the mouse button went down on the Action button, while it is held (and the hold
  /// has not performed yet).
  package var heldSince: Date?
  /// What the Dynamic Island strip shows.
  package var island: Island?

  package init() {}

  /// The synthesized hint shown after a press.
  package struct Hint: Equatable, Sendable {
    package var text: String
    package var shownAt: Date
    package var expiresAt: Date
  }

  /// The Dynamic Island strip after an action.
  package enum Island: Equatable, Sendable {
    /// The action ran; waiting for the control's reload to show the result.
    case performing(ControlID)
    /// The control's new symbol and value, until a date.
    case result(ControlID, until: Date)
    /// The assigned App Shortcut's intent runs (it may ask for a value meanwhile).
    case shortcutRunning(ActionButtonShortcut, systemImage: String?)
    /// The shortcut's dialog (or error), until a date.
    case shortcutResult(
      ActionButtonShortcut, systemImage: String?, text: String, isError: Bool, until: Date)
  }

  /// How long a hint stays up before the press is cancelled.
  package static let hintDuration: TimeInterval = 2
  /// How long holding (continuous auto-repeat) takes to perform the action.
  package static let holdDuration: TimeInterval = 0.5
  /// A gap between presses longer than this is a new press, not auto-repeat.
  package static let repeatGap: TimeInterval = 0.2
  /// How long the Dynamic Island shows the result.
  package static let islandDuration: TimeInterval = 3
}
