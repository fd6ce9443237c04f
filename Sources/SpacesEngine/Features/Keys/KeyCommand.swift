/// What a key does, before the current space gives it its meaning.
package enum KeyCommand: Hashable, Sendable {
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
  /// The inspector as wide as half the window, or back to its column (opening it when shut).
  case widenInspector
  /// Open or close the VoiceOver overlay: the focused widget or control read as VoiceOver
  /// reads it.
  case toggleVoiceOver
  /// Lock or unlock the device.
  case toggleLock
  /// Turn the widgets' Developer Mode (no refresh budget) on or off.
  case toggleDeveloperMode
  /// Home Screen: preview the focused widget's timeline, entry by entry.
  case previewTimeline
  /// Show the help overlay.
  case showHelp
  /// Open the Siri / Spotlight bar.
  case openSiri
  /// Home Screen: show the focused Smart Stack's next widget.
  case flipStack
  /// Expand the Dynamic Island on its most relevant Live Activity.
  case expandIsland
  /// Open the Settings sheet: each app's Live Activities switch.
  case openSettings
  /// Quit.
  case quit
  /// Enter or leave edit mode (Control Center: add, remove, move, resize; Lock Screen and
  /// Action button: choose their controls).
  case toggleEditMode
  /// Open the controls gallery (entering edit mode).
  case addControl
  /// Edit mode: remove the focused control (Lock Screen, Action button: clear it).
  case removeControl
  /// Edit mode: move the focused control earlier (`-1`) or later (`1`).
  case moveControl(Int)
  /// Edit mode: give the focused control the next size.
  case resizeControl
  /// Switch to the next built-in theme.
  case cycleTheme
  /// Pause, speed up or slow down the clock, or jump to the next scheduled event.
  case clock(ClockCommand)
  /// Home Screen: the next (`1`) or previous (`-1`) page.
  case page(Int)
  /// Home Screen: StandBy on or off.
  case toggleStandBy
}

/// A direction to move focus.
package enum FocusDirection: Sendable, Hashable {
  case up, down, left, right
}
