import SpacesKit

/// Builds the Action button hint the way iOS synthesizes it (WWDC24 controls session).
///
/// The hint names what holding will do, so it is built from the *target* state's label:
/// - `controlWidgetActionHint("Stop")` on that label → "Hold to Stop" (wins over everything);
/// - custom value text on that label → "Hold for Running";
/// - otherwise a toggle reads "Hold to Turn On 'Name'" / "Hold to Turn Off 'Name'";
/// - a button reads "Hold for 'Name'", or "Hold to Open App" when its intent opens the app (the
///   `OpenIntent`'s target when it names itself, else the control's app).
/// 'Name' is the control's display name, as Apple's `controlWidgetActionHint` documentation says
/// ("derived from its display name, the type of control, and value text"), not the title its
/// label shows (a configurable control's title names the configured item).
/// It lives in the engine, not the renderer, because the event log records it.
package enum ActionHintSynthesizer {
  /// The hint for pressing the Action button while a control shows `control`; `displayName` is
  /// its `displayName(_:)` (`nil` or empty: its title).
  package static func hint(
    for control: ResolvedControl, appName: String, displayName: String? = nil
  ) -> String {
    let name = displayName.flatMap { $0.isEmpty ? nil : $0 } ?? control.title
    switch control.template {
    case .toggle(let isOn):
      let target = isOn ? control.offLabel : control.onLabel
      if let hint = target.actionHint, !hint.isEmpty { return "Hold to \(hint)" }
      if let value = target.valueText, !value.isEmpty { return "Hold for \(value)" }
      return isOn ? "Hold to Turn Off '\(name)'" : "Hold to Turn On '\(name)'"
    case .button:
      if let hint = control.onLabel.actionHint, !hint.isEmpty { return "Hold to \(hint)" }
      if control.action.opensApp {
        return "Hold to Open \(control.action.openTargetName ?? appName)"
      }
      return "Hold for '\(name)'"
    }
  }

  /// The hint for pressing the Action button with an App Shortcut assigned: "Hold for
  /// 'Short Title'", or "Hold to Open App" for an intent that opens its app.
  package static func hint(
    forShortcut shortcut: ActionButtonShortcut, resolved: AppShortcutsSource.Shortcut?
  ) -> String {
    if let resolved, resolved.intent.opensApp { return "Hold to Open \(shortcut.app)" }
    return "Hold for '\(shortcut.title)'"
  }
}
