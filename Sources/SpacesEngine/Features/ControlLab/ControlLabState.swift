import Foundation
import SpacesKit

/// A state the Control Lab shows every control in.
package enum ControlLabState: String, CaseIterable, Sendable {
  /// Off (a button: idle).
  case off
  /// On (toggles only: a button has no on state).
  case on
  /// Its action running: a toggle just turned on, a button pressed.
  case performing
  /// Its last reload failed and a retry is scheduled.
  case error
  /// The device locked: a privacy-sensitive control hides its state.
  case locked

  /// The column's heading.
  package var title: String { rawValue }

  /// The control as it looks in this state, made from its own reloaded template (the on and
  /// off labels its content closure gave) without running anything: `nil` where the state
  /// doesn't exist (a button's "on").
  package func variant(of control: ControlInstance, now: Date, redaction: String = "••••")
    -> ControlInstance?
  {
    var copy = control
    copy.optimisticIsOn = nil
    copy.isPerforming = false
    copy.pressedUntil = nil
    copy.lastError = nil
    copy.status = nil
    copy.reload = ReloadMachine()
    if copy.phase == .placeholder { copy.phase = .ready }
    let displayed = control.displayed
    switch self {
    case .off:
      copy.resolved = displayed.with(isOn: false)
    case .on:
      guard displayed.isToggle else { return nil }
      copy.resolved = displayed.with(isOn: true)
    case .performing:
      copy.resolved = displayed.with(isOn: true)
      copy.isPerforming = true
    case .error:
      copy.resolved = displayed.with(isOn: false)
      _ = copy.reload.request(.app, now: now, rules: .control)
      _ = copy.reload.fail(now: now, rules: .control)
      copy.lastError = "the value provider threw"
    case .locked:
      copy.resolved = displayed
      return copy.presented(isLocked: true, placeholder: redaction)
    }
    return copy
  }

  /// The Action button's hint for a control in this state, as a press would show it.
  package func hint(for variant: ControlInstance) -> String {
    ActionHintSynthesizer.hint(
      for: variant.displayed, appName: variant.appName, displayName: variant.displayName)
  }
}
