import Foundation

/// What a feature's reducer may do besides changing its own state: read the time and the rest
/// of the dashboard, log events, ask for effects and deadlines, and hand follow-up actions to
/// other features (as a TCA feature sends an action to its parent).
///
/// Follow-ups are applied by the root reducer within the same `reduce` call, in order, so one
/// input's whole consequence is one pure, synchronous step.
package struct ReduceContext {
  /// The time of the action (from the engine's clock).
  package let now: Date
  /// The time on the unscaled presentation clock (what UI animations run on; `now` unless the
  /// clock is scaled), see `EngineClock.presentationNow()`.
  package let presentationNow: Date
  /// The effects asked for so far, in order.
  package private(set) var effects: [Effect] = []
  /// The events logged so far, in order.
  package private(set) var events: [EngineEvent.Kind] = []
  /// Follow-up actions for the root reducer, in order.
  var followUps: [DashboardAction] = []
  /// The dashboard while a scoped feature reduces (see `dashboard`): the root reducer's state
  /// itself, read in place rather than copied for every action (a copy retained every array and
  /// dictionary of every feature's state, the simulation's largest cost); set only for the
  /// duration of `Scope`'s call into the feature.
  var dashboardPointer: UnsafePointer<DashboardState>?

  package init(now: Date, presentationNow: Date? = nil) {
    self.now = now
    self.presentationNow = presentationNow ?? now
  }

  /// The whole dashboard, to read, while a feature reduces: every other feature's state as it
  /// is now. The running feature's own slice is empty here (it has it as its `inout` state).
  ///
  /// Addressed, not yielded: reading a field of it (`context.dashboard.homeScreenApps.standBy`)
  /// reads that field where it is, where a `_read` coroutine had the optimiser copy the whole
  /// dashboard for each read (every timeline that landed did, to ask whether StandBy shows).
  package var dashboard: DashboardState {
    unsafeAddress { dashboardPointer ?? Self.emptyDashboard }
  }

  /// The empty dashboard `dashboard` reads outside a feature, at an address that never changes.
  private nonisolated(unsafe) static let emptyDashboard: UnsafePointer<DashboardState> = {
    let pointer = UnsafeMutablePointer<DashboardState>.allocate(capacity: 1)
    pointer.initialize(to: DashboardState())
    return UnsafePointer(pointer)
  }()

  /// Swaps the effects and events asked for with the given arrays: a caller that applies many
  /// actions lends its emptied buffers for one and takes them back full, so no action allocates
  /// arrays for them (see `DashboardReducer.reduce(into:action:now:presentationNow:effects:events:)`).
  mutating func swapBuffers(effects: inout [Effect], events: inout [EngineEvent.Kind]) {
    swap(&self.effects, &effects)
    swap(&self.events, &events)
  }

  /// Asks for an effect. It is taken, not borrowed (here and in `log` and `send`): the caller's
  /// value moves into the list instead of being copied there and released (a retain and a
  /// release of its box for every effect of every action).
  package mutating func run(_ effect: consuming Effect) {
    // Room for a few at once: an action asks for one to four effects, and growing the array
    // one by one would allocate each time.
    if effects.capacity == 0 { effects.reserveCapacity(4) }
    effects.append(effect)
  }

  /// Asks to be woken at a date with a deadline (replacing a pending one of the same id).
  package mutating func schedule(_ deadline: consuming DeadlineID, at date: Date) {
    run(.schedule(deadline, at: date))
  }

  /// Asks to be woken at a date on the presentation clock (`presentationNow`): for what the
  /// screen shows for a moment whatever the simulated clock does (a toast, a pressed flash).
  package mutating func schedulePresentation(_ deadline: consuming DeadlineID, at date: Date) {
    run(.schedulePresentation(deadline, at: date))
  }

  /// Forgets a pending deadline.
  package mutating func cancel(_ deadline: consuming DeadlineID) { run(.cancel(deadline)) }

  /// Logs an event.
  package mutating func log(_ kind: consuming EngineEvent.Kind) { events.append(kind) }

  /// Hands an action to the root reducer, applied after the current one.
  package mutating func send(_ action: consuming DashboardAction) { followUps.append(action) }
}
