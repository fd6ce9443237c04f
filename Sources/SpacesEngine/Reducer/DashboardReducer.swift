import Foundation
import SpacesKit

/// The dashboard's pure reducer: `(state, action, now) → effects`. No clock reads, no I/O.
public enum DashboardReducer {
  /// How long a control's momentary status stays up.
  public static let statusDuration: TimeInterval = 2
  /// The first retry delay after a failed reload; doubles per failure.
  public static let retryBase: TimeInterval = 5
  /// The longest retry delay.
  public static let retryCap: TimeInterval = 300
  /// How long a reload (value provider + content) may take before it counts as failed.
  public static let reloadTimeout: TimeInterval = 10
  /// How long an intent's `perform()` may take before the system gives up on it.
  public static let performTimeout: TimeInterval = 30

  /// Applies an action at a time and returns the effects to run.
  public static func reduce(into state: inout DashboardState, action: Action, now: Date)
    -> [Effect]
  {
    var effects: [Effect] = []
    switch action {
    case .key(let key):
      effects += handle(key: key, state: &state, now: now)
    case .resize(let size):
      state.size = size
    case .show(let space):
      show(space, state: &state)
    case .activate(let id):
      effects += activate(id, state: &state, now: now)
    case .pressActionButton:
      effects += pressActionButton(state: &state, now: now)
    case .reloadControls(let kind, let cause):
      for control in state.controls where kind == nil || control.kind == kind {
        effects += requestReload(control.id, cause: cause, state: &state, now: now)
      }
    case .intentFinished(let id, let generation, let outcome):
      guard state.control(id)?.performGeneration == generation else { break }
      effects.append(.cancel(.performTimeout(id)))
      effects += intentFinished(id, outcome: outcome, state: &state, now: now)
    case .controlLoaded(let id, let generation, let resolved):
      guard let control = state.control(id), control.reloadGeneration == generation,
        control.isReloading
      else { break }
      effects.append(.cancel(.reloadTimeout(id)))
      effects += controlLoaded(id, resolved: resolved, state: &state, now: now)
    case .controlLoadFailed(let id, let generation, let message):
      guard let control = state.control(id), control.reloadGeneration == generation,
        control.isReloading
      else { break }
      effects.append(.cancel(.reloadTimeout(id)))
      effects += controlLoadFailed(id, message: message, state: &state, now: now)
    case .notice(let text):
      state.notice = text
    case .activityChanged(let activity):
      effects += activityChanged(activity, state: &state, now: now)
    case .deadline(let id):
      effects += deadline(id, state: &state, now: now)
    case .quit:
      effects += quit(state: &state)
    }
    effects += reconcileTicks(state: &state, now: now)
    return effects
  }

  // MARK: Keys

  static func handle(key: KeyEvent, state: inout DashboardState, now: Date) -> [Effect] {
    state.notice = nil
    if state.showsHelp {
      switch key {
      case .character("q"): return quit(state: &state)
      default:
        state.showsHelp = false
        return []
      }
    }
    switch key {
    case .character("q"), .control("c"):
      return quit(state: &state)
    case .character("?"):
      state.showsHelp = true
    case .character("i"):
      state.showsInspector.toggle()
    case .escape:
      state.showsInspector = false
    case .character(let c) where Space.allCases.contains { $0.key == c }:
      show(Space.allCases.first { $0.key == c }!, state: &state)
    case .up, .character("k"): moveFocus(.up, state: &state)
    case .down, .character("j"): moveFocus(.down, state: &state)
    case .left, .character("h"): moveFocus(.left, state: &state)
    case .right, .character("l"): moveFocus(.right, state: &state)
    case .tab: cycleFocus(by: 1, state: &state)
    case .backTab: cycleFocus(by: -1, state: &state)
    case .enter, .character(" "):
      switch state.space {
      case .controlCenter:
        if let control = state.focusedControl {
          return activate(control.id, state: &state, now: now)
        }
      case .lockScreen:
        if let id = state.lockScreenSlots[state.lockScreenFocus] {
          return activate(id, state: &state, now: now)
        }
      case .actionButton:
        return pressActionButton(state: &state, now: now)
      }
    default:
      break
    }
    return []
  }

  static func show(_ space: Space, state: inout DashboardState) {
    state.space = space
    state.showsHelp = false
  }

  static func quit(state: inout DashboardState) -> [Effect] {
    state.quitRequested = true
    return [.quit]
  }

  static func moveFocus(_ direction: FocusDirection, state: inout DashboardState) {
    switch state.space {
    case .controlCenter:
      let layout = ControlCenterLayout(controls: state.controls)
      if let next = layout.neighbor(of: state.focus, toward: direction) { state.focus = next }
    case .lockScreen:
      if direction == .left { state.lockScreenFocus = 0 }
      if direction == .right { state.lockScreenFocus = state.lockScreenSlots.count - 1 }
    case .actionButton:
      break
    }
  }

  static func cycleFocus(by step: Int, state: inout DashboardState) {
    switch state.space {
    case .controlCenter where !state.controls.isEmpty:
      state.focus = (state.focus + step + state.controls.count) % state.controls.count
    case .lockScreen:
      state.lockScreenFocus = (state.lockScreenFocus + 1) % state.lockScreenSlots.count
    default:
      break
    }
  }

  // MARK: Controls

  static func activate(_ id: ControlID, state: inout DashboardState, now: Date) -> [Effect] {
    guard let index = state.index(of: id) else { return [] }
    var control = state.controls[index]
    guard !control.isPerforming, !control.displayed.isDisabled else { return [] }
    let displayed = control.displayed
    let intent: IntentBox
    switch displayed.template {
    case .toggle(let isOn):
      control.optimisticIsOn = !isOn
      intent = displayed.action.settingValue(!isOn)
    case .button:
      intent = displayed.action
    }
    control.isPerforming = true
    control.performGeneration += 1
    state.controls[index] = control
    log(.intentStarted(title: intent.title), state: &state, now: now)
    return [
      .perform(id, intent, generation: control.performGeneration),
      .schedule(.performTimeout(id), at: now + performTimeout),
    ]
  }

  static func intentFinished(
    _ id: ControlID, outcome: IntentOutcome, state: inout DashboardState, now: Date
  ) -> [Effect] {
    guard let index = state.index(of: id) else { return [] }
    var effects: [Effect] = []
    var control = state.controls[index]
    control.isPerforming = false
    let title = control.displayed.action.title
    switch outcome {
    case .success(let content):
      log(
        .intentFinished(title: title, dialog: content.dialog?.full.resolvedText), state: &state,
        now: now)
      if let status = control.displayed.currentLabel.status {
        control.status = TimedText(text: status, until: now + statusDuration)
        effects.append(.schedule(.statusExpiry(id), at: now + statusDuration))
      }
    case .failure(let message):
      control.optimisticIsOn = nil
      control.lastError = message
      control.status = TimedText(text: "Couldn't complete", until: now + statusDuration)
      effects.append(.schedule(.statusExpiry(id), at: now + statusDuration))
      log(.intentFailed(title: title, message: message), state: &state, now: now)
      if case .performing(id) = state.actionButton.island { state.actionButton.island = nil }
    }
    state.controls[index] = control
    effects += requestReload(id, cause: .interaction, state: &state, now: now)
    return effects
  }

  /// Starts a reload, or queues one behind a reload already running (several requests while
  /// one runs make a single further reload). `logged: false` starts a queued one quietly.
  static func requestReload(
    _ id: ControlID, cause: ReloadCause, state: inout DashboardState, now: Date,
    logged: Bool = true
  ) -> [Effect] {
    guard let index = state.index(of: id) else { return [] }
    let coalesced = state.controls[index].isReloading
    if logged {
      log(
        .reload(kind: state.controls[index].kind, cause: cause, coalesced: coalesced),
        state: &state, now: now)
    }
    if coalesced {
      state.controls[index].queuedReload = cause
      return []
    }
    state.controls[index].isReloading = true
    state.controls[index].reloadGeneration += 1
    var effects: [Effect] = [
      .reload(id, generation: state.controls[index].reloadGeneration),
      .schedule(.reloadTimeout(id), at: now + reloadTimeout),
    ]
    if state.controls[index].retryAt != nil {
      state.controls[index].retryAt = nil
      effects.insert(.cancel(.retry(id)), at: 0)
    }
    return effects
  }

  static func controlLoaded(
    _ id: ControlID, resolved: ResolvedControl, state: inout DashboardState, now: Date
  ) -> [Effect] {
    guard let index = state.index(of: id) else { return [] }
    var control = state.controls[index]
    control.resolved = resolved
    control.phase = .ready
    control.isReloading = false
    control.failureCount = 0
    control.retryAt = nil
    control.lastError = nil
    if !control.isPerforming { control.optimisticIsOn = nil }
    let queued = control.queuedReload
    control.queuedReload = nil
    state.controls[index] = control
    log(.reloaded(kind: control.kind, valueText: resolved.valueText), state: &state, now: now)
    var effects: [Effect] = []
    if case .performing(id) = state.actionButton.island, !control.isPerforming {
      let until = now + ActionButtonState.islandDuration
      state.actionButton.island = .result(id, until: until)
      effects.append(.schedule(.islandExpiry, at: until))
    }
    if let queued {
      effects += requestReload(id, cause: queued, state: &state, now: now, logged: false)
    }
    return effects
  }

  static func controlLoadFailed(
    _ id: ControlID, message: String, state: inout DashboardState, now: Date
  ) -> [Effect] {
    guard let index = state.index(of: id) else { return [] }
    var control = state.controls[index]
    control.isReloading = false
    control.failureCount += 1
    control.lastError = message
    let delay = min(retryCap, retryBase * pow(2, Double(control.failureCount - 1)))
    let retryAt = now + delay
    control.retryAt = retryAt
    state.controls[index] = control
    log(
      .providerError(kind: control.kind, message: message, retryAt: retryAt), state: &state,
      now: now)
    if case .performing(id) = state.actionButton.island { state.actionButton.island = nil }
    if let queued = control.queuedReload {
      state.controls[index].queuedReload = nil
      return requestReload(id, cause: queued, state: &state, now: now, logged: false)
    }
    return [.schedule(.retry(id), at: retryAt)]
  }

  // MARK: Action button

  static func pressActionButton(state: inout DashboardState, now: Date) -> [Effect] {
    guard let id = state.actionButton.assigned, let control = state.control(id) else { return [] }
    let gap = state.actionButton.lastPressAt.map { now.timeIntervalSince($0) } ?? .infinity
    state.actionButton.lastPressAt = now
    if state.actionButton.awaitingRelease {
      // Auto-repeat of the press that just performed the action: wait for the key's release.
      if gap < ActionButtonState.repeatGap { return [] }
      state.actionButton.awaitingRelease = false
    }
    if let hint = state.actionButton.hint, now < hint.expiresAt {
      // A second press, or auto-repeat held long enough, performs the action.
      let held = now.timeIntervalSince(hint.shownAt)
      guard gap >= ActionButtonState.repeatGap || held >= ActionButtonState.holdDuration else {
        return []
      }
      state.actionButton.hint = nil
      state.actionButton.awaitingRelease = true
      state.actionButton.island = .performing(id)
      return [.cancel(.hintExpiry)] + activate(id, state: &state, now: now)
    }
    let text = ActionHintSynthesizer.hint(for: control.displayed, appName: control.appName)
    let expires = now + ActionButtonState.hintDuration
    state.actionButton.hint = ActionButtonState.Hint(text: text, shownAt: now, expiresAt: expires)
    log(.hintShown(text), state: &state, now: now)
    return [.schedule(.hintExpiry, at: expires)]
  }

  // MARK: Live Activities

  static func activityChanged(
    _ activity: LiveActivityState, state: inout DashboardState, now: Date
  ) -> [Effect] {
    var effects: [Effect] = []
    let existing = state.activities.firstIndex { $0.id == activity.id }
    let change: String
    if let existing {
      state.activities[existing] = activity
      change = activity.hasEnded ? "ended" : "updated"
    } else {
      state.activities.append(activity)
      change = "started"
    }
    log(.activity(id: activity.id, change: change), state: &state, now: now)
    if let stale = activity.staleDate, stale > now {
      effects.append(.schedule(.activityStale(activity.id), at: stale))
    }
    if activity.hasEnded {
      if let dismissal = activity.dismissalDate, dismissal > now {
        effects.append(.schedule(.activityDismiss(activity.id), at: dismissal))
      } else {
        state.activities.removeAll { $0.id == activity.id }
        effects.append(.cancel(.activityStale(activity.id)))
        effects.append(.dismissActivity(activity.id))
      }
    }
    return effects
  }

  // MARK: Deadlines

  static func deadline(_ id: DeadlineID, state: inout DashboardState, now: Date) -> [Effect] {
    switch id {
    case .retry(let control):
      if let index = state.index(of: control) { state.controls[index].retryAt = nil }
      return requestReload(control, cause: .retry, state: &state, now: now)
    case .reloadTimeout(let control):
      guard state.control(control)?.isReloading == true else { return [] }
      return controlLoadFailed(
        control, message: "timed out after \(Int(reloadTimeout)) s", state: &state, now: now)
    case .performTimeout(let control):
      guard state.control(control)?.isPerforming == true else { return [] }
      return intentFinished(
        control, outcome: .failure("timed out after \(Int(performTimeout)) s"), state: &state,
        now: now)
    case .statusExpiry(let control):
      if let index = state.index(of: control) { state.controls[index].status = nil }
    case .hintExpiry:
      if let hint = state.actionButton.hint, now >= hint.expiresAt {
        state.actionButton.hint = nil
        log(.hintCancelled, state: &state, now: now)
      }
    case .islandExpiry:
      if case .result(_, let until) = state.actionButton.island, now >= until {
        state.actionButton.island = nil
      }
    case .activityStale(let activity):
      log(.activity(id: activity, change: "stale"), state: &state, now: now)
    case .activityDismiss(let activity):
      state.activities.removeAll { $0.id == activity }
      log(.activity(id: activity, change: "dismissed"), state: &state, now: now)
      return [.dismissActivity(activity)]
    case .secondTick, .minuteTick:
      state.scheduledTicks[id] = nil
    }
    return []
  }

  /// Keeps exactly the ticks the screen needs: a minute tick for the status-bar clock, and a
  /// second tick while a countdown is visible. Nothing else ticks.
  static func reconcileTicks(state: inout DashboardState, now: Date) -> [Effect] {
    var desired: [DeadlineID: Date] = [:]
    if !state.quitRequested {
      let minute = (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60
      desired[.minuteTick] = Date(timeIntervalSince1970: minute)
      if state.space != .controlCenter, let next = nextCountdownChange(state: state, now: now) {
        desired[.secondTick] = next
      }
    }
    var effects: [Effect] = []
    for id in [DeadlineID.minuteTick, .secondTick] {
      switch (desired[id], state.scheduledTicks[id]) {
      case (let date?, let scheduled) where date != scheduled:
        state.scheduledTicks[id] = date
        effects.append(.schedule(id, at: date))
      case (nil, _?):
        state.scheduledTicks[id] = nil
        effects.append(.cancel(id))
      default:
        break
      }
    }
    return effects
  }

  /// When the next visible countdown changes its text (whole seconds before its end).
  static func nextCountdownChange(state: DashboardState, now: Date) -> Date? {
    var next: Date?
    for activity in state.activities where !activity.hasEnded {
      for end in activity.liveDateEnds where end > now {
        let remaining = end.timeIntervalSince(now)
        let fraction = remaining - remaining.rounded(.down)
        let change = now + (fraction > 0 ? fraction : 1)
        if next == nil || change < next! { next = change }
      }
    }
    return next
  }

  static func log(_ kind: EngineEvent.Kind, state: inout DashboardState, now: Date) {
    state.events.append(EngineEvent(date: now, kind: kind))
    if state.events.count > DashboardState.eventLimit { state.events.removeFirst() }
  }
}
