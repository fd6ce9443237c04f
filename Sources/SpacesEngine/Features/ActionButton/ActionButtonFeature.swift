import Foundation
import SpacesKit

/// The Action button: a press shows the synthesized hint; holding (auto-repeat) or a second
/// press performs the assigned control's action; the result shows in the Dynamic Island.
package enum ActionButtonFeature: Feature {
  package typealias State = ActionButtonState

  /// What happens to the Action button.
  package enum Action: Equatable, Sendable {
    /// A press (each key press or auto-repeat is one).
    case press
    /// The mouse button went down on the Action button: a press that, held for
    /// `ActionButtonState.holdDuration` (a deadline), presses again and so performs.
    case buttonDown
    /// The mouse button came up: a hold not yet elapsed ends, leaving only the hint.
    case buttonUp
    /// A control finished a reload; `isSettled`: its action ended and no reload is queued, so
    /// this value is the action's result.
    case controlReloaded(ControlID, isSettled: Bool)
    /// A control's reload or intent failed.
    case controlFailed(ControlID)
    /// The assigned App Shortcut's run ended.
    case shortcutEnded(IntentOutcome)
    /// Put an App Shortcut on the Action button (`nil`: empty it); the control it holds
    /// goes.
    case assignShortcut(ActionButtonShortcut?)
    /// A control took the Action button: its App Shortcut goes (the control's placement logs
    /// and saves it).
    case shortcutReplaced
    /// The layout file's App Shortcut for the button.
    case restoreShortcut(ActionButtonShortcut?)
  }

  /// The Action button's deadlines.
  package enum Deadline: Hashable, Sendable {
    /// The hint times out (the press is cancelled).
    case hintExpiry
    /// The Dynamic Island result strip disappears.
    case islandExpiry
    /// The mouse button has been down on the Action button for the hold time.
    case holdElapsed
  }

  /// What the event log says about the Action button.
  package enum Event: FeatureEvent {
    /// A hint was shown.
    case hintShown(String)
    /// The hint timed out: the press was cancelled.
    case hintCancelled
    /// Something (an App Shortcut) was put on the button.
    case added(String)
    /// Something (a control, an App Shortcut) was taken from the button.
    case removed(String)

    package var description: String {
      switch self {
      case .hintShown(let text): "hint \"\(text)\""
      case .hintCancelled: "hint timed out: cancelled"
      case .added(let what): "added \(what.shortKind) to the Action button"
      case .removed(let what): "removed \(what.shortKind) from the Action button"
      }
    }
  }

  /// Applies an action. The controls are read to synthesize hints, which don't reveal the
  /// state of a privacy-sensitive control while the device is locked; an assigned App Shortcut
  /// is found among the apps' App Shortcuts (the Siri feature's).
  package static func reduce(
    into state: inout ActionButtonState, action: Action, context: inout ReduceContext
  ) {
    let now = context.now
    let controls = context.dashboard.controls
    let isLocked = context.dashboard.device.isLocked
    let shortcuts = context.dashboard.siri.sources
    switch action {
    case .press:
      press(
        state: &state, controls: controls, isLocked: isLocked, shortcuts: shortcuts,
        context: &context)
    case .buttonDown:
      state.heldSince = now
      press(
        state: &state, controls: controls, isLocked: isLocked, shortcuts: shortcuts,
        context: &context)
      if state.hint != nil {
        context.schedule(.actionButton(.holdElapsed), at: now + ActionButtonState.holdDuration)
      }
    case .buttonUp:
      guard state.heldSince != nil else { return }
      state.heldSince = nil
      context.cancel(.actionButton(.holdElapsed))
    case .controlReloaded(let id, let isSettled):
      guard case .performing(id) = state.island, isSettled else { return }
      let until = now + ActionButtonState.islandDuration
      state.island = .result(id, until: until)
      context.schedule(.actionButton(.islandExpiry), at: until)
    case .controlFailed(let id):
      if case .performing(id) = state.island { state.island = nil }
    case .shortcutEnded(let outcome):
      guard case .shortcutRunning(let shortcut, let symbol) = state.island else { return }
      let answer = SiriFeature.answer(title: shortcut.title, outcome: outcome)
      let until = now + ActionButtonState.islandDuration
      state.island = .shortcutResult(
        shortcut, systemImage: symbol, text: answer.lines.first ?? SiriFeature.doneText,
        isError: answer.isError, until: until)
      context.schedule(.actionButton(.islandExpiry), at: until)
      // An intent that opens its app (`openAppWhenRun`) brings it up once it succeeded.
      if case .success = outcome, shortcut.resolve(in: shortcuts)?.intent.opensApp == true {
        context.send(.device(.opened(appName: shortcut.app)))
      }
    case .assignShortcut(let shortcut):
      assign(shortcut, state: &state, controls: controls, context: &context)
    case .shortcutReplaced:
      state.shortcut = nil
    case .restoreShortcut(let shortcut):
      state.shortcut = shortcut
    }
  }

  /// Puts an App Shortcut on the button (`nil`: empties it); the control it replaces goes if
  /// nothing else holds it. The layout is saved.
  static func assign(
    _ shortcut: ActionButtonShortcut?, state: inout ActionButtonState, controls: ControlsState,
    context: inout ReduceContext
  ) {
    let old = state.shortcut
    let control = controls.occupant(of: .actionButton)
    guard shortcut != old || control != nil else { return }
    if let control { context.log(.actionButton(.removed(control.kind))) }
    if let old, old != shortcut { context.log(.actionButton(.removed("shortcut “\(old.title)”"))) }
    state.shortcut = shortcut
    state.hint = nil
    if let shortcut, shortcut != old {
      context.log(.actionButton(.added("shortcut “\(shortcut.title)”")))
    }
    // The control's removal saves the layout (with the shortcut already set); else save here.
    if control != nil {
      context.send(.controls(.clear(.actionButton, logged: false)))
    } else {
      context.send(.layout(.save))
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout ActionButtonState, context: inout ReduceContext
  ) {
    let now = context.now
    switch deadline {
    case .hintExpiry:
      if let hint = state.hint, now >= hint.expiresAt {
        state.hint = nil
        context.log(.actionButton(.hintCancelled))
      }
    case .islandExpiry:
      switch state.island {
      case .result(_, let until), .shortcutResult(_, _, _, _, let until):
        if now >= until { state.island = nil }
      default: break
      }
    case .holdElapsed:
      // Held as long as the keyboard's auto-repeat must be: the same press performs.
      guard let since = state.heldSince,
        now.timeIntervalSince(since) >= ActionButtonState.holdDuration
      else { return }
      state.heldSince = nil
      context.send(.actionButton(.press))
    }
  }

  static func press(
    state: inout ActionButtonState, controls: ControlsState, isLocked: Bool,
    shortcuts: [AppShortcutsSource] = [], context: inout ReduceContext
  ) {
    let now = context.now
    if let shortcut = state.shortcut {
      pressShortcut(shortcut, state: &state, shortcuts: shortcuts, context: &context)
      return
    }
    guard let id = controls.actionButton, let control = controls[id] else { return }
    switch pressPhase(state: &state, context: &context) {
    case .ignored: return
    case .showsHint: break
    case .performs:
      // A disabled control, or one already running, does nothing: no island for it.
      guard control.canActivate else {
        if control.displayed.isDisabled {
          context.log(.controls(.disabled(kind: control.kind)))
        }
        return
      }
      state.island = .performing(id)
      context.send(.controls(.activate(id, origin: .actionButton(id))))
      return
    }
    let text =
      control.isRedacted(isLocked: isLocked)
      ? "Hold for '\(control.displayName)'"
      : ActionHintSynthesizer.hint(
        for: control.displayed, appName: control.appName, displayName: control.displayName)
    let expires = now + ActionButtonState.hintDuration
    state.hint = ActionButtonState.Hint(text: text, shownAt: now, expiresAt: expires)
    context.log(.actionButton(.hintShown(text)))
    context.schedule(.actionButton(.hintExpiry), at: expires)
  }

  /// A press with an App Shortcut assigned: the hint first; a second press, or holding,
  /// runs the shortcut's intent (which asks for what it misses); the Dynamic Island shows it
  /// running, then its dialog.
  static func pressShortcut(
    _ shortcut: ActionButtonShortcut, state: inout ActionButtonState,
    shortcuts: [AppShortcutsSource], context: inout ReduceContext
  ) {
    let now = context.now
    let phase = pressPhase(state: &state, context: &context)
    if phase == .ignored { return }
    let resolved = shortcut.resolve(in: shortcuts)
    if phase == .performs {
      if case .shortcutRunning = state.island { return }
      guard let resolved else {
        context.log(
          .warning("Action button: \(shortcut.app) has no App Shortcut “\(shortcut.title)” now"))
        return
      }
      state.island = .shortcutRunning(shortcut, systemImage: resolved.systemImageName)
      context.send(.runs(.start(resolved.intent, origin: .actionButtonShortcut)))
      return
    }
    let text = ActionHintSynthesizer.hint(forShortcut: shortcut, resolved: resolved)
    let expires = now + ActionButtonState.hintDuration
    state.hint = ActionButtonState.Hint(text: text, shownAt: now, expiresAt: expires)
    context.log(.actionButton(.hintShown(text)))
    context.schedule(.actionButton(.hintExpiry), at: expires)
  }

  /// What a press of the Action button does, by its timing.
  enum PressPhase: Equatable {
    /// Auto-repeat of the press that just performed the action (or too quick to count).
    case ignored
    /// The first press: the hint shows.
    case showsHint
    /// A second press while the hint shows, or one held long enough: the action runs.
    case performs
  }

  /// Sorts a press by its timing, for a control and an App Shortcut alike: auto-repeat of the
  /// press that just performed waits for the key's release; a second press (or auto-repeat
  /// held long enough) while the hint shows performs, and takes the hint away.
  static func pressPhase(
    state: inout ActionButtonState, context: inout ReduceContext
  ) -> PressPhase {
    let now = context.now
    let gap = state.lastPressAt.map { now.timeIntervalSince($0) } ?? .infinity
    state.lastPressAt = now
    if state.awaitingRelease {
      if gap < ActionButtonState.repeatGap { return .ignored }
      state.awaitingRelease = false
    }
    guard let hint = state.hint, now < hint.expiresAt else { return .showsHint }
    let held = now.timeIntervalSince(hint.shownAt)
    guard gap >= ActionButtonState.repeatGap || held >= ActionButtonState.holdDuration else {
      return .ignored
    }
    state.hint = nil
    state.awaitingRelease = true
    context.cancel(.actionButton(.hintExpiry))
    return .performs
  }
}

extension DashboardAction {
  /// An Action button action.
  package static func actionButton(_ action: ActionButtonFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// An Action button deadline.
  package static func actionButton(_ deadline: ActionButtonFeature.Deadline) -> Self {
    Self(deadline)
  }
}

extension EngineEvent.Kind {
  /// An Action button event.
  package static func actionButton(_ event: ActionButtonFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
