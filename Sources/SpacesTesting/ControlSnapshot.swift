import Foundation
import SpacesEngine
import SpacesKit

/// An installed control as the dashboard shows it now.
///
/// Its value, label and tint, and the hint the Action button would show for it.
///
/// ```swift
/// let brew = try #require(dashboard.control("BrewToggle"))
/// #expect(brew.isOn)
/// #expect(brew.valueText == "Brewing")
/// #expect(brew.actionHint == "Hold to Stop Brewing")
/// ```
public struct ControlSnapshot: Equatable, Sendable {
  /// The control's kind, as declared (`StaticControlConfiguration(kind:)`).
  public var kind: String
  /// The name the controls gallery shows (`displayName`, else the app's name).
  public var displayName: String
  /// The name of the app that provides it.
  public var appName: String
  /// The title (`ControlWidgetToggle("Title", …)`, a button's label).
  public var title: String
  /// Whether it is a toggle (otherwise a button).
  public var isToggle: Bool
  /// Whether a toggle is on, as shown; buttons are never on.
  ///
  /// Includes the state shown at once after a tap, before the reload confirms it.
  public var isOn: Bool
  /// The value text shown for the current state.
  ///
  /// Its label's text, or "On"/"Off" for a toggle without one.
  public var valueText: String?
  /// The SF Symbol of the current state's label.
  public var systemImage: String?
  /// The tint for the on state (`.tint(_:)`); `nil` is the system's blue.
  public var tint: Color?
  /// What the Action button would say when pressed with this control assigned.
  ///
  /// "Hold to Turn On 'Brew'", or the label's `controlWidgetActionHint`.
  public var actionHint: String
  /// The momentary status showing now (`controlWidgetStatus`), if any.
  public var status: String?
  /// Whether it is disabled (`.disabled(true)`).
  public var isDisabled: Bool
  /// Whether its intent is running now.
  public var isRunning: Bool
  /// Whether it shows a value its provider returned (otherwise still its preview value).
  public var isLoaded: Bool
  /// The error of its last value provider or intent run, if that failed.
  ///
  /// A successful reload clears it.
  public var error: String?
  /// Whether it is in Control Center (otherwise only on the Lock Screen or the Action button).
  public var isInControlCenter: Bool

  /// Reads an installed control at a time (a status past its time is gone).
  init(_ control: ControlInstance, now: Date) {
    let shown = control.displayed
    kind = control.kind
    displayName = control.displayName
    appName = control.appName
    title = shown.title
    isToggle = shown.isToggle
    isOn = shown.isOn
    valueText = shown.valueText
    systemImage = shown.currentLabel.systemImage
    tint = shown.tint
    actionHint = ActionHintSynthesizer.hint(
      for: shown, appName: control.appName, displayName: control.displayName)
    status = control.status.flatMap { $0.until > now ? $0.text : nil }
    isDisabled = shown.isDisabled
    isRunning = control.isPerforming
    isLoaded = control.phase == .ready
    error = control.lastError
    isInControlCenter = control.isInControlCenter
  }
}
