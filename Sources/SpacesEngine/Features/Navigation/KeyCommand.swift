/// What a key does, before the current space gives it its meaning.
public enum KeyCommand: Hashable, Sendable {
  /// Show a space.
  case showSpace(Space)
  /// Move focus in a direction.
  case moveFocus(FocusDirection)
  /// Focus the next (`1`) or previous (`-1`) control or slot.
  case cycleFocus(Int)
  /// Use the focused control (or press the Action button).
  case activate
  /// Cancel the focused control's running action, else close the inspector.
  case cancel
  /// Configure the focused control.
  case configure
  /// Open or close the inspector.
  case toggleInspector
  /// Lock or unlock the device.
  case toggleLock
  /// Show the help overlay.
  case showHelp
  /// Quit.
  case quit
}

/// A direction to move focus.
public enum FocusDirection: Sendable, Hashable {
  case up, down, left, right
}
