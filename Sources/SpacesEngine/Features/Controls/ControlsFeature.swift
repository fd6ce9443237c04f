import Foundation
import SpacesKit

/// Controls: using them (toggle, press), their reloads with causes, coalescing, timeouts and
/// backoff, and their momentary status.
public enum ControlsFeature {
  /// What happens to controls.
  public enum Action: Equatable, Sendable {
    /// Use a control: flip a toggle (shown at once) or press a button; its intent runs.
    case activate(ControlID, origin: RunOrigin)
    /// Reload the controls of a kind (`nil`: all) for a cause.
    case reload(kind: String?, cause: ReloadCause)
    /// A reload produced the control's template.
    case loaded(ControlID, generation: Int, ResolvedControl)
    /// A reload threw.
    case loadFailed(ControlID, generation: Int, String)
    /// The control's intent run ended.
    case runEnded(ControlID, IntentOutcome)
    /// Set a configurable control's configuration (the configuration form's result): it is
    /// saved in the layout and the control reloads with cause "configured".
    case configure(ControlID, IntentBox)
    /// Read a configurable control's saved configuration (`key.configuration`) again: its
    /// entities are looked up through their queries (an effect).
    case loadConfiguration(ControlID)
    /// A saved configuration was read (`values` is what was read, to drop stale results).
    case configurationLoaded(ControlID, values: [String: String]?, ConfigurationOutcome)
    /// A reload found the configuration's entity gone (it was deleted since it was read).
    case configurationLost(ControlID, generation: Int, String)
  }

  /// The controls' deadlines.
  public enum Deadline: Hashable, Sendable {
    /// Retry a failed reload.
    case retry(ControlID)
    /// A reload took too long: give up on it.
    case reloadTimeout(ControlID)
    /// The momentary status disappears.
    case statusExpiry(ControlID)
  }

  /// What the event log says about controls.
  public enum Event: Equatable, Sendable {
    /// A reload was requested (`coalesced`: queued behind one already running).
    case reload(kind: String, cause: ReloadCause, coalesced: Bool)
    /// A control's value arrived.
    case reloaded(kind: String, valueText: String?)
    /// A value provider or content threw; retried at a date.
    case providerError(kind: String, message: String, retryAt: Date)
    /// A control got a configuration (`summary`: its saved parameter values).
    case configured(kind: String, summary: String)
    /// A configurable control can't be used until it is configured, and why.
    case unconfigured(kind: String, reason: String)
    /// The user used a control that is `.disabled(true)`: nothing ran.
    case disabled(kind: String)

    var description: String {
      switch self {
      case .reload(let kind, let cause, let coalesced):
        "reload \(kind.shortKind) cause=\(cause.rawValue)\(coalesced ? " (queued)" : "")"
      case .reloaded(let kind, let value): "value \(kind.shortKind) = \(value ?? "–")"
      case .providerError(let kind, let message, _): "error \(kind.shortKind): \(message); retry"
      case .configured(let kind, let summary): "configured \(kind.shortKind) \(summary)"
      case .unconfigured(let kind, let reason): "unconfigured \(kind.shortKind): \(reason)"
      case .disabled(let kind): "\(kind.shortKind) is disabled"
      }
    }
  }

  /// How long a control's momentary status stays up.
  public static let statusDuration: TimeInterval = 2

  /// Applies an action.
  public static func reduce(
    into state: inout ControlsState, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .activate(let id, let origin):
      activate(id, origin: origin, state: &state, context: &context)
    case .reload(let kind, let cause):
      for id in state.ids(ofKind: kind) {
        requestReload(id, cause: cause, state: &state, context: &context)
      }
    case .loaded(let id, let generation, let resolved):
      guard state[id]?.reload.accepts(generation: generation) == true else { return }
      loaded(id, resolved: resolved, state: &state, context: &context)
    case .loadFailed(let id, let generation, let message):
      guard state[id]?.reload.accepts(generation: generation) == true else { return }
      failed(id, message: message, timedOut: false, state: &state, context: &context)
    case .runEnded(let id, let outcome):
      runEnded(id, outcome: outcome, state: &state, context: &context)
    case .configure(let id, let configuration):
      configure(id, configuration, state: &state, context: &context)
    case .loadConfiguration(let id):
      loadConfiguration(id, state: &state, context: &context)
    case .configurationLoaded(let id, let values, let outcome):
      configurationLoaded(id, values: values, outcome: outcome, state: &state, context: &context)
    case .configurationLost(let id, let generation, let reason):
      guard state[id]?.reload.accepts(generation: generation) == true else { return }
      configurationLost(id, reason: reason, state: &state, context: &context)
    }
  }

  /// A deadline came due.
  public static func deadline(
    _ deadline: Deadline, state: inout ControlsState, context: inout ReduceContext
  ) {
    switch deadline {
    case .retry(let id):
      state.update(id) { $0.reload.retryFired() }
      requestReload(id, cause: .retry, state: &state, context: &context)
    case .reloadTimeout(let id):
      guard state[id]?.isReloading == true else { return }
      let seconds = Int(state[id]!.reload.policy.timeout)
      if let control = state[id], control.phase == .placeholder, control.reload.failureCount == 0 {
        // Bad input: the control has never shown a value of its own.
        context.log(
          .warning(
            "\(control.kind.shortKind): its value provider never returned a first value "
              + "(timed out after \(seconds) s); the control shows its preview and retries"))
      }
      failed(
        id, message: "timed out after \(seconds) s", timedOut: true, state: &state,
        context: &context)
    case .statusExpiry(let id):
      state.update(id) { $0.status = nil }
    }
  }

  static func activate(
    _ id: ControlID, origin: RunOrigin, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard let control = state[id] else { return }
    if control.displayed.isDisabled {
      return context.log(.controls(.disabled(kind: control.kind)))
    }
    guard control.canActivate else { return }
    let displayed = control.displayed
    let intent: IntentBox
    var optimistic: Bool?
    switch displayed.template {
    case .toggle(let isOn):
      optimistic = !isOn
      intent = displayed.action.settingValue(!isOn)
    case .button:
      intent = displayed.action
    }
    state.update(id) {
      if let optimistic { $0.optimisticIsOn = optimistic }
      $0.isPerforming = true
    }
    context.send(.runs(.start(intent, origin: origin)))
  }

  static func runEnded(
    _ id: ControlID, outcome: IntentOutcome, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    guard state[id] != nil else { return }
    let now = context.now
    switch outcome {
    case .success:
      if let control = state[id], control.displayed.action.opensApp {
        let name = control.displayed.action.openTargetName ?? control.appName
        context.send(.device(.opened(appName: name)))
      }
      state.update(id) { control in
        control.isPerforming = false
        if let status = control.displayed.currentLabel.status {
          control.status = TimedText(text: status, until: now + statusDuration)
          context.run(.schedule(.controls(.statusExpiry(id)), at: now + statusDuration))
        }
      }
    case .failure(let message):
      state.update(id) { control in
        control.isPerforming = false
        control.optimisticIsOn = nil
        control.lastError = message
        control.status = TimedText(text: "Couldn't complete", until: now + statusDuration)
      }
      context.run(.schedule(.controls(.statusExpiry(id)), at: now + statusDuration))
      context.send(.actionButton(.controlFailed(id)))
    }
    requestReload(id, cause: .interaction, state: &state, context: &context)
  }

  /// Starts a reload, or queues one behind a reload already running. `logged: false` starts a
  /// queued one quietly (its request was logged when it was queued).
  static func requestReload(
    _ id: ControlID, cause: ReloadCause, state: inout ControlsState,
    context: inout ReduceContext, logged: Bool = true
  ) {
    guard canReload(id, state: &state, context: &context) else { return }
    let now = context.now
    guard
      let (kind, (coalesced, steps)) = state.update(
        id, { ($0.kind, $0.reload.request(cause, now: now)) })
    else { return }
    if logged { context.log(.controls(.reload(kind: kind, cause: cause, coalesced: coalesced))) }
    perform(steps, for: id, context: &context)
  }

  static func loaded(
    _ id: ControlID, resolved: ResolvedControl, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    let outcome = state.update(id) { control in
      let (steps, next) = control.reload.succeed()
      control.resolved = resolved
      control.phase = .ready
      control.lastError = nil
      // A reload that started before the action (one is still queued behind it) doesn't
      // confirm the toggle: keep showing the new state until the action's own reload lands.
      let isSettled = !control.isPerforming && next == nil
      if isSettled { control.optimisticIsOn = nil }
      return (kind: control.kind, steps: steps, next: next, isSettled: isSettled)
    }
    guard let (kind, steps, next, isSettled) = outcome else { return }
    perform(steps, for: id, context: &context)
    context.log(.controls(.reloaded(kind: kind, valueText: resolved.valueText)))
    context.send(.actionButton(.controlReloaded(id, isSettled: isSettled)))
    if let next { requestReload(id, cause: next, state: &state, context: &context, logged: false) }
  }

  static func failed(
    _ id: ControlID, message: String, timedOut: Bool, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    let now = context.now
    let failure = state.update(id) { control in
      control.lastError = message
      return (kind: control.kind, outcome: control.reload.fail(now: now, timedOut: timedOut))
    }
    guard let (kind, outcome) = failure else { return }
    context.log(.controls(.providerError(kind: kind, message: message, retryAt: outcome.retryAt)))
    context.send(.actionButton(.controlFailed(id)))
    perform(outcome.steps, for: id, context: &context)
    if let next = outcome.next {
      requestReload(id, cause: next, state: &state, context: &context, logged: false)
    }
  }

  /// Turns the reload machine's steps into this feature's effects and deadlines.
  static func perform(
    _ steps: [ReloadMachine.Step], for id: ControlID, context: inout ReduceContext
  ) {
    for step in steps {
      switch step {
      case .load(let generation): context.run(.reloadControl(id, generation: generation))
      case .scheduleTimeout(let date):
        context.run(.schedule(.controls(.reloadTimeout(id)), at: date))
      case .cancelTimeout: context.run(.cancel(.controls(.reloadTimeout(id))))
      case .abandon(let generation): context.run(.cancelReload(id, generation: generation))
      case .scheduleRetry(let date): context.run(.schedule(.controls(.retry(id)), at: date))
      case .cancelRetry: context.run(.cancel(.controls(.retry(id))))
      }
    }
  }
}
