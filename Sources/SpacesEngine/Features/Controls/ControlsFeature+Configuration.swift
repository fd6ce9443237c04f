import Foundation
import SpacesKit

/// Configurable controls: each instance's configuration intent (its defaults until people
/// configure it), read back from the layout file through an effect (entity lookups are async),
/// set by the configuration form, and shown as "Not configured" while it lacks a value or names
/// an entity that no longer exists.
extension ControlsFeature {
  /// Starts reading every configurable control's saved configuration (after the layout is
  /// restored): until each is read, it doesn't reload.
  static func loadConfigurations(state: inout ControlsState, context: inout ReduceContext) {
    for control in state where control.configuration != nil {
      loadConfiguration(control.id, state: &state, context: &context)
    }
  }

  static func loadConfiguration(
    _ id: ControlID, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard let control = state[id], control.configuration != nil else { return }
    state.update(id) { $0.configurationStatus = .loading }
    context.run(
      .controls(.loadConfiguration(id, kind: control.kind, values: control.key.configuration)))
  }

  static func configurationLoaded(
    _ id: ControlID, values: [String: String]?, outcome: ConfigurationOutcome,
    state: inout ControlsState, context: inout ReduceContext
  ) {
    // A configuration set meanwhile (the form) wins over a stale read.
    guard let control = state[id], control.configurationStatus == .loading,
      control.key.configuration == values
    else { return }
    switch outcome {
    case .decoded(let configuration):
      apply(
        configuration, to: id, cause: control.phase == .placeholder ? .added : .configured,
        state: &state, context: &context)
    case .failed(let reason):
      markUnconfigured(id, reason: reason, state: &state, context: &context)
    }
  }

  /// A reload found the configuration's entity gone: the load ends (no retry) and the control
  /// shows as unconfigured until it is configured again.
  static func configurationLost(
    _ id: ControlID, reason: String, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard let steps = state.update(id, { $0.reload.succeed().steps }) else { return }
    context.perform(steps, for: ControlReload(id: id))
    markUnconfigured(id, reason: reason, state: &state, context: &context)
    context.send(.actionButton(.controlFailed(id)))
  }

  /// Sets a configuration from the form: saved in the key (and the layout file), then
  /// reloaded.
  static func configure(
    _ id: ControlID, _ configuration: IntentBox, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    guard let control = state[id], control.configuration != nil else { return }
    let values = configuration.encodedParameters
    state.update(id) { $0.key.configuration = values }
    context.send(.layout(.save))
    context.log(
      .controls(
        .configured(
          kind: control.kind,
          summary: ControlInstanceKey(
            kind: "", configuration: values
          ).description)))
    apply(configuration, to: id, cause: .configured, state: &state, context: &context)
  }

  /// Uses a configuration: a complete one reloads the control, an incomplete one leaves it
  /// unconfigured.
  static func apply(
    _ configuration: IntentBox, to id: ControlID, cause: ReloadCause,
    state: inout ControlsState, context: inout ReduceContext
  ) {
    state.update(id) {
      $0.configuration = configuration
      $0.configurationStatus = .ready
    }
    let missing = configuration.missingParameters
    guard missing.isEmpty else {
      let names = missing.map { "'\($0)'" }.joined(separator: ", ")
      markUnconfigured(
        id, reason: "no value for \(names)", state: &state,
        context: &context)
      return
    }
    state.update(id) { control in
      if control.resolved.isUnconfigured { control.phase = .placeholder }
      control.lastError = nil
    }
    requestReload(id, cause: cause, state: &state, context: &context)
  }

  /// Shows a control as unconfigured: titled with its display name, "Not configured", disabled;
  /// the reason goes to the event log and `lastError`.
  static func markUnconfigured(
    _ id: ControlID, reason: String, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard
      let kind = state.update(
        id,
        { control in
          control.configurationStatus = .unconfigured(reason: reason)
          control.resolved = .unconfigured(
            title: control.displayName,
            configuration: control.configuration ?? control.resolved.action)
          control.optimisticIsOn = nil
          control.phase = .ready
          control.lastError = reason
          return control.kind
        })
    else { return }
    context.log(.controls(.unconfigured(kind: kind, reason: reason)))
  }

  /// Whether a control may reload now: not while its configuration is read or missing. A
  /// control added with an incomplete configuration (from the gallery) has it read first: its
  /// parameters' `defaultResult()`s may complete it (the Work timer); it reloads after.
  static func canReload(
    _ id: ControlID, state: inout ControlsState, context: inout ReduceContext
  ) -> Bool {
    guard let control = state[id], control.configurationStatus == .ready else { return false }
    if let configuration = control.configuration, !configuration.missingParameters.isEmpty {
      loadConfiguration(id, state: &state, context: &context)
      return false
    }
    return true
  }

  /// Before a control placed in several places takes a new configuration, separates the place
  /// being configured from the others (on iOS each placement is its own control, so
  /// configuring the Control Center timer doesn't change the Action button's). Returns the
  /// control to configure: from Control Center the original, whose other places get a copy
  /// keeping the old configuration; from a Lock Screen slot or the Action button, a copy put in
  /// that place, the original staying everywhere else.
  static func separate(
    _ id: ControlID, configuredAt place: ControlPlace, state: inout ControlsState
  ) -> ControlID {
    guard let control = state[id] else { return id }
    let slots = state.lockScreenSlots.indices.filter { state.lockScreenSlots[$0] == id }
    let onButton = state.actionButton == id
    let places = (control.isInControlCenter ? 1 : 0) + slots.count + (onButton ? 1 : 0)
    guard places > 1 else { return id }
    switch place {
    case .controlCenter:
      guard let copy = state.duplicate(id, isInControlCenter: false) else { return id }
      for slot in slots { state.lockScreenSlots[slot] = copy }
      if onButton { state.actionButton = copy }
      return id
    case .lockScreenSlot(let slot) where slots.contains(slot):
      guard let copy = state.duplicate(id, isInControlCenter: false) else { return id }
      state.lockScreenSlots[slot] = copy
      return copy
    case .actionButton where onButton:
      guard let copy = state.duplicate(id, isInControlCenter: false) else { return id }
      state.actionButton = copy
      return copy
    default:
      return id
    }
  }
}
