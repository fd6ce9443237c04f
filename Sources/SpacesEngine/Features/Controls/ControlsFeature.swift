import Foundation
import SpacesKit

/// Controls: the kinds the apps declare, the installed controls and where they are placed
/// (Control Center, the Lock Screen's slots, the Action button), using them (toggle, press),
/// their reloads with causes (through their `ReloadMachine`), and their momentary status.
package enum ControlsFeature: Feature {
  package typealias State = ControlsState

  /// What happens to controls.
  package enum Action: Equatable, Sendable {
    /// The control kinds the hosted apps declare, with their previews, in bundle order: the
    /// gallery, and one control of each (or of each default configuration) installed with the
    /// default layout.
    case install([ControlKindInfo])
    /// A configurable kind's gallery preview, drawn from its default configuration with the
    /// queries' default results (the first timer) once they were read.
    case catalogPreviewed(kind: String, ResolvedControl)
    /// Apply the layout file's order, sizes and places to the installed controls.
    case applyLayout(SavedLayout)
    /// Read every configurable control's saved configuration (after the layout was applied).
    case loadConfigurations
    /// Put a control of a kind at a place (the gallery's choice).
    case place(kind: String, at: ControlPlace)
    /// Take a control out of Control Center (it stays installed while a Lock Screen slot or
    /// the Action button holds it).
    case removeFromControlCenter(ControlID)
    /// Move a control or a system slider earlier (`-1`) or later (`1`) in Control Center's
    /// order.
    case move(ControlID, by: Int)
    /// Take a system slider out of Control Center (the gallery lists it to add back).
    case removeSlider(SystemSlider)
    /// Put a system slider back in Control Center, after a module (`nil`: at the end),
    /// focused.
    case addSlider(SystemSlider, after: ControlID?)
    /// Give a control the next size: small, medium, large, small…
    case resize(ControlID)
    /// Empty a Lock Screen slot or the Action button (`logged: false` when the place's new
    /// holder logs it, an App Shortcut taking the Action button).
    case clear(ControlPlace, logged: Bool = true)
    /// Use a control: flip a toggle (shown at once) or press a button; its intent runs.
    case activate(ControlID, origin: RunOrigin)
    /// Reload the controls of a kind (`nil`: all) for a cause.
    case reload(kind: String?, cause: ReloadCause)
    /// Reload some controls for a cause.
    case reloadControls([ControlID], cause: ReloadCause)
    /// A reload produced the control's template.
    case loaded(ControlID, generation: Int, ResolvedControl)
    /// A reload threw.
    case loadFailed(ControlID, generation: Int, String)
    /// The control's intent run ended.
    case runEnded(ControlID, IntentOutcome)
    /// Set a configurable control's configuration (the configuration form's result, from the
    /// space it was configured on): it is saved in the layout and the control reloads with
    /// cause "configured".
    case configure(ControlID, IntentBox, from: ControlPlace? = nil)
    /// Read a configurable control's saved configuration (`key.configuration`) again: its
    /// entities are looked up through their queries (an effect).
    case loadConfiguration(ControlID)
    /// A saved configuration was read (`values` is what was read, to drop stale results).
    case configurationLoaded(ControlID, values: [String: String]?, ConfigurationOutcome)
    /// A reload found the configuration's entity gone (it was deleted since it was read).
    case configurationLost(ControlID, generation: Int, String)
  }

  /// The controls' deadlines.
  package enum Deadline: Hashable, Sendable {
    /// The scheduled reload (a retry after a failed reload).
    case scheduledReload(ControlID)
    /// A reload took too long: give up on it.
    case reloadTimeout(ControlID)
    /// The momentary status disappears.
    case statusExpiry(ControlID)
    /// A pressed button's flash ends (on the presentation clock).
    case pressEnded(ControlID)
  }

  /// What the engine does for controls.
  package enum Effect: Equatable, Sendable {
    /// Run a control's value provider, then its content; comes back as `.loaded` or
    /// `.loadFailed`.
    case reload(ControlID, generation: Int)
    /// Cancel a reload's task (it timed out).
    case cancelReload(ControlID, generation: Int)
    /// Read a configurable control's saved configuration (`nil`: none saved, the defaults):
    /// entities are looked up through their queries; comes back as `.configurationLoaded`.
    case loadConfiguration(ControlID, kind: String, values: [String: String]?)
    /// Draw a configurable kind's gallery preview from its default configuration filled with
    /// the queries' default results; comes back as `.catalogPreviewed`.
    case previewCatalogKind(String)
  }

  /// What the event log says about controls.
  package enum Event: FeatureEvent {
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
    /// A control of a kind was put in a place.
    case added(kind: String, place: String)
    /// A control of a kind was taken from a place.
    case removed(kind: String, place: String)

    package var description: String {
      switch self {
      case .reload(let kind, let cause, let coalesced):
        "reload \(kind.shortKind) cause=\(cause.rawValue)\(coalesced ? " (queued)" : "")"
      case .reloaded(let kind, let value): "value \(kind.shortKind) = \(value ?? "–")"
      case .providerError(let kind, let message, _): "error \(kind.shortKind): \(message); retry"
      case .configured(let kind, let summary): "configured \(kind.shortKind) \(summary)"
      case .unconfigured(let kind, let reason): "unconfigured \(kind.shortKind): \(reason)"
      case .disabled(let kind): "\(kind.shortKind) is disabled"
      case .added(let kind, let place): "added \(kind.shortKind) to \(place)"
      case .removed(let kind, let place): "removed \(kind.shortKind) from \(place)"
      }
    }

    /// A configuration's summary is its parameter values.
    package var redactedDescription: String {
      guard case .configured(let kind, _) = self else { return description }
      return "configured \(kind.shortKind) [redacted]"
    }
  }

  /// How long a control's momentary status stays up.
  package static let statusDuration: TimeInterval = 2

  /// How long a pressed button shows lit at least (its intent may finish at once): about iOS's
  /// touch highlight, and several frames at 60 fps.
  package static let pressDuration: TimeInterval = 0.2

  /// Applies an action. When it installed or removed controls, the push feature hears of it
  /// (the push tokens follow the installed controls).
  package static func reduce(
    into state: inout ControlsState, action: Action, context: inout ReduceContext
  ) {
    let installed = state.nextID
    let count = state.count
    apply(action, state: &state, context: &context)
    if state.nextID != installed || state.count != count {
      context.send(.push(.controlsChanged))
    }
  }

  private static func apply(
    _ action: Action, state: inout ControlsState, context: inout ReduceContext
  ) {
    switch action {
    case .install(let kinds):
      install(kinds, state: &state, context: &context)
    case .catalogPreviewed(let kind, let preview):
      state.catalog[kind]?.preview = preview
    case .applyLayout(let layout):
      applyLayout(layout, state: &state, context: &context)
    case .loadConfigurations:
      loadConfigurations(state: &state, context: &context)
    case .place(let kind, let place):
      self.place(kind: kind, at: place, state: &state, context: &context)
    case .removeFromControlCenter(let id):
      removeFromControlCenter(id, state: &state, context: &context)
    case .move(let id, let step):
      move(id, by: step, state: &state, context: &context)
    case .removeSlider(let slider):
      removeSlider(slider, state: &state, context: &context)
    case .addSlider(let slider, let after):
      addSlider(slider, after: after, state: &state, context: &context)
    case .resize(let id):
      resize(id, state: &state, context: &context)
    case .clear(let place, let logged):
      assign(nil, to: place, logged: logged, state: &state, context: &context)
    case .activate(let id, let origin):
      activate(id, origin: origin, state: &state, context: &context)
    case .reload(let kind, let cause):
      for id in state.ids(ofKind: kind) {
        requestReload(id, cause: cause, state: &state, context: &context)
      }
    case .reloadControls(let ids, let cause):
      for id in ids { requestReload(id, cause: cause, state: &state, context: &context) }
    case .loaded(let id, let generation, let resolved):
      guard state[id]?.reload.accepts(generation: generation) == true else { return }
      loaded(id, resolved: resolved, state: &state, context: &context)
    case .loadFailed(let id, let generation, let message):
      guard state[id]?.reload.accepts(generation: generation) == true else { return }
      failed(id, message: message, timedOut: false, state: &state, context: &context)
    case .runEnded(let id, let outcome):
      runEnded(id, outcome: outcome, state: &state, context: &context)
    case .configure(let id, let configuration, let place):
      let target = place.map { separate(id, configuredAt: $0, state: &state) } ?? id
      configure(target, configuration, state: &state, context: &context)
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
  package static func deadline(
    _ deadline: Deadline, state: inout ControlsState, context: inout ReduceContext
  ) {
    switch deadline {
    case .scheduledReload(let id):
      guard let scheduled = state.update(id, { $0.reload.takeScheduled() }) ?? nil else { return }
      requestReload(id, cause: scheduled.cause, state: &state, context: &context)
    case .reloadTimeout(let id):
      guard let control = state[id], control.isReloading else { return }
      let seconds = Int(ReloadMachine.Rules.control.timeout)
      if control.phase == .placeholder, control.reload.failureCount == 0 {
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
    case .pressEnded(let id):
      state.update(id) { control in
        if let until = control.pressedUntil, context.presentationNow >= until {
          control.pressedUntil = nil
        }
      }
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
    let pressedUntil = context.presentationNow + pressDuration
    state.update(id) {
      if let optimistic { $0.optimisticIsOn = optimistic }
      $0.isPerforming = true
      if optimistic == nil { $0.pressedUntil = pressedUntil }
    }
    if optimistic == nil {
      context.schedulePresentation(.controls(.pressEnded(id)), at: pressedUntil)
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
    case .success(let content):
      if let control = state[id], !control.displayed.isToggle, !control.displayed.action.opensApp {
        // A button's result shows nowhere else (a toggle's is its new state, an app it opens
        // the "opening <App>" banner): its dialog, else that it ran.
        // A status label (`controlWidgetStatus`) already says it ran.
        let dialog = content.dialog?.full.resolvedText ?? ""
        if !dialog.isEmpty {
          context.toast(dialog)
        } else if control.displayed.currentLabel.status == nil {
          context.toast("\(control.displayed.action.title) done")
        }
      } else if let control = state[id],
        control.isRedacted(isLocked: context.dashboard.device.isLocked)
      {
        // A privacy-sensitive toggle hides its state while locked (as iOS redacts it): the
        // toast says it changed without saying to what.
        context.toast("\(control.displayName) changed: its state is hidden while locked")
      }
      if let control = state[id], control.displayed.action.opensApp {
        let name = control.displayed.action.openTargetName ?? control.appName
        context.send(.device(.opened(appName: name)))
      }
      state.update(id) { control in
        control.isPerforming = false
        if let status = control.displayed.currentLabel.status {
          control.status = TimedText(text: status, until: now + statusDuration)
          context.schedule(.controls(.statusExpiry(id)), at: now + statusDuration)
        }
      }
    case .failure(let message):
      if let control = state[id] {
        context.toast("\(control.displayName): \(message)", .error)
      }
      state.update(id) { control in
        control.isPerforming = false
        control.optimisticIsOn = nil
        control.lastError = message
        control.status = TimedText(text: "Couldn't complete", until: now + statusDuration)
      }
      context.schedule(.controls(.statusExpiry(id)), at: now + statusDuration)
      context.send(.actionButton(.controlFailed(id)))
    }
    requestReload(id, cause: .interaction, state: &state, context: &context)
  }
}

extension DashboardAction {
  /// A controls action.
  package static func controls(_ action: ControlsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A controls deadline.
  package static func controls(_ deadline: ControlsFeature.Deadline) -> Self { Self(deadline) }
}

extension Effect {
  /// A controls effect.
  package static func controls(_ effect: ControlsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A controls event.
  package static func controls(_ event: ControlsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
