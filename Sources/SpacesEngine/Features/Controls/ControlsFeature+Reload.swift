import Foundation
import SpacesKit

/// Controls' reloads: each control's `ReloadMachine` under the control rules (no budget; a
/// 10 s timeout; retries after 5 s doubling to 5 minutes), its steps turned into this
/// feature's effects and deadlines.
extension ControlsFeature {
  /// Starts a reload, or queues one behind a reload already running. `logged: false` starts a
  /// queued one quietly (its request was logged when it was queued).
  static func requestReload(
    _ id: ControlID, cause: ReloadCause, state: inout ControlsState,
    context: inout ReduceContext, logged: Bool = true
  ) {
    guard canReload(id, state: &state, context: &context) else { return }
    let now = context.now
    guard
      let (kind, (outcome, steps)) = state.update(
        id, { ($0.kind, $0.reload.request(cause, now: now, rules: .control)) })
    else { return }
    if logged {
      context.log(.controls(.reload(kind: kind, cause: cause, coalesced: outcome == .coalesced)))
    }
    context.perform(steps, for: ControlReload(id: id))
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
    context.perform(steps, for: ControlReload(id: id))
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
      return (
        kind: control.kind,
        outcome: control.reload.fail(now: now, rules: .control, timedOut: timedOut)
      )
    }
    guard let (kind, outcome) = failure else { return }
    context.log(.controls(.providerError(kind: kind, message: message, retryAt: outcome.retryAt)))
    context.send(.actionButton(.controlFailed(id)))
    context.perform(outcome.steps, for: ControlReload(id: id))
    if let next = outcome.next {
      requestReload(id, cause: next, state: &state, context: &context, logged: false)
    }
  }
}

/// A control as a reload machine's item: its reload effects and deadlines.
struct ControlReload: ReloadTarget {
  var id: ControlID

  func load(generation: Int) -> Effect { .controls(.reload(id, generation: generation)) }
  func abandon(generation: Int) -> Effect { .controls(.cancelReload(id, generation: generation)) }
  var timeoutDeadline: DeadlineID { .controls(.reloadTimeout(id)) }
  var scheduledReloadDeadline: DeadlineID { .controls(.scheduledReload(id)) }
}
