import Foundation
import SpacesKit

/// The Action button: its App Shortcut, the hint after a press, and the Dynamic Island result.
/// (The control it holds is the controls feature's: `ControlsState.actionButton`.)
public struct ActionButtonState: FeatureState {
  /// The assigned App Shortcut (instead of a control).
  public var shortcut: ActionButtonShortcut?
  /// The hint on screen after a press.
  public var hint: Hint?
  /// When the last press (or auto-repeat) arrived.
  public var lastPressAt: Date?
  /// After an action, presses are ignored until the key is released (a gap in auto-repeat).
  public var awaitingRelease = false
  /// When the mouse button went down on the Action button, while it is held (and the hold
  /// has not performed yet).
  public var heldSince: Date?
  /// What the Dynamic Island strip shows.
  public var island: Island?

  public init() {}

  /// The synthesized hint shown after a press.
  public struct Hint: Equatable, Sendable {
    public var text: String
    public var shownAt: Date
    public var expiresAt: Date
  }

  /// The Dynamic Island strip after an action.
  public enum Island: Equatable, Sendable {
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
  public static let hintDuration: TimeInterval = 2
  /// How long holding (continuous auto-repeat) takes to perform the action.
  public static let holdDuration: TimeInterval = 0.5
  /// A gap between presses longer than this is a new press, not auto-repeat.
  public static let repeatGap: TimeInterval = 0.2
  /// How long the Dynamic Island shows the result.
  public static let islandDuration: TimeInterval = 3
}
