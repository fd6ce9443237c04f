import DequeModule
import Foundation

/// The one place a reload is decided, for every reloadable item (a control's value, a widget's
/// timeline): one load at a time, requests coalesced behind it, generations that discard late
/// results, a timeout, backoff after failures, a refresh budget, and the next scheduled reload
/// with its reason.
///
/// It is pure: each transition returns `Step`s, which the owning feature turns into its own
/// effects and deadlines (`ReduceContext.perform(_:for:)`), so the same machine serves every
/// kind of item. The rules differ by item (`Rules`): controls reload without a budget and
/// retry after 5 s doubling to 5 min; widgets are rationed as WidgetKit rations them.
package struct ReloadMachine: Equatable, Sendable {
  /// What the owner must do after a transition, in order.
  package enum Step: Equatable, Sendable {
    /// Start loading; the result must quote this generation.
    case load(generation: Int)
    /// Give up on the load at a date unless it finished.
    case scheduleTimeout(at: Date)
    /// The load finished: forget its timeout.
    case cancelTimeout
    /// The load of a generation was given up: stop its work (cancel its task).
    case abandon(generation: Int)
    /// Reload at a date (`scheduled` says why and with which cause).
    case scheduleReload(at: Date)
    /// Forget the scheduled reload.
    case cancelScheduledReload
  }

  /// How a request came out.
  package enum Outcome: Equatable, Sendable {
    /// A load started.
    case started
    /// A load is running: the request is queued behind it (all requests queued meanwhile make a
    /// single further load).
    case coalesced
    /// The budget is spent: the reload runs when the oldest counted reload leaves the window.
    case denied(used: Int, limit: Int, retryAt: Date)
    /// A policy reload waits for the least spacing after the last load.
    case deferred(until: Date)
  }

  /// The timing rules of an item.
  package struct Rules: Equatable, Sendable {
    /// How long a load may take before it counts as failed.
    package var timeout: TimeInterval
    /// The first retry delay after a failure; it doubles with each further failure in a row.
    package var retryBase: TimeInterval
    /// The longest retry delay.
    package var retryCap: TimeInterval
    /// The refresh budget (`nil`: reloads are not rationed).
    package var budget: ReloadBudget?

    package init(
      timeout: TimeInterval = 10, retryBase: TimeInterval = 5, retryCap: TimeInterval = 300,
      budget: ReloadBudget? = nil
    ) {
      self.timeout = timeout
      self.retryBase = retryBase
      self.retryCap = retryCap
      self.budget = budget
    }

    /// A control's: no budget; retries after 5 s, doubling to 5 minutes.
    package static let control = Rules()

    /// A widget's under a budget: rationed; a failing provider is retried after the least
    /// spacing, doubled after each further failure, at most an hour (5, 10, 20, 40, 60 min).
    package static func widget(_ budget: ReloadBudget) -> Rules {
      Rules(
        timeout: 10, retryBase: max(budget.minimumSpacing, 1),
        retryCap: max(3600, budget.minimumSpacing), budget: budget)
    }

    /// How long to wait before retrying after a number of failed loads in a row.
    package func retryDelay(failures: Int) -> TimeInterval {
      let doublings = min(max(0, failures - 1), 16)
      return min(retryCap, retryBase * Double(1 << doublings))
    }
  }

  /// When and why the next reload happens.
  package struct ScheduledReload: Equatable, Sendable {
    /// Why a reload is scheduled.
    package enum Reason: String, Equatable, Sendable {
      /// The item's own schedule (a widget timeline's reload policy).
      case policy
      /// The budget ran out: the reload waits until a counted reload leaves the window.
      case budget
      /// The least spacing between policy reloads.
      case spacing
      /// The last load failed.
      case retry
    }

    package var date: Date
    package var reason: Reason
    /// The cause the reload runs with.
    package var cause: ReloadCause

    package init(date: Date, reason: Reason, cause: ReloadCause) {
      self.date = date
      self.reason = reason
      self.cause = cause
    }
  }

  /// Whether a load is running.
  package private(set) var isLoading = false
  /// Counts loads started; a result quoting another generation is stale.
  package private(set) var generation = 0
  /// The cause of requests made while a load ran (they make one more load).
  package private(set) var queued: ReloadCause?
  /// Consecutive failed loads.
  package private(set) var failureCount = 0
  /// When the running load started.
  package private(set) var startedAt: Date?
  /// When the last load started (it may have ended).
  package private(set) var lastStart: Date?
  /// The next scheduled reload.
  package private(set) var scheduled: ScheduledReload?
  /// When the counted reloads of the budget's window started, oldest first.
  package private(set) var counted: Deque<Date> = []

  package init() {}

  /// A machine in a given state (fixtures: an inspector showing a widget's failures, a spent
  /// budget).
  package init(
    failureCount: Int = 0, lastStart: Date? = nil, scheduled: ScheduledReload? = nil,
    counted: Deque<Date> = []
  ) {
    self.failureCount = failureCount
    self.lastStart = lastStart
    self.scheduled = scheduled
    self.counted = counted
  }

  /// When the pending retry runs (a scheduled reload after a failure).
  package var retryAt: Date? { scheduled?.reason == .retry ? scheduled?.date : nil }

  /// Asks for a load with a cause. `exempt` requests are free of the budget (the cause is one
  /// iOS doesn't count, Developer Mode is on, the app is in the foreground).
  package mutating func request(
    _ cause: ReloadCause, now: Date, rules: Rules, exempt: Bool = false
  ) -> (outcome: Outcome, steps: Steps) {
    if isLoading {
      queued = Self.merge(queued, cause)
      return (.coalesced, [])
    }
    if let budget = rules.budget, !exempt {
      while let oldest = counted.first, oldest <= now - budget.window { counted.removeFirst() }
      if counted.count >= budget.dailyLimit {
        let retryAt = (counted.first ?? now) + budget.window
        return (
          .denied(used: counted.count, limit: budget.dailyLimit, retryAt: retryAt),
          schedule(ScheduledReload(date: retryAt, reason: .budget, cause: cause))
        )
      }
      if cause == .policy, let last = lastStart, now < last + budget.minimumSpacing {
        let until = last + budget.minimumSpacing
        return (
          .deferred(until: until),
          schedule(ScheduledReload(date: until, reason: .spacing, cause: cause))
        )
      }
      counted.append(now)
    }
    var steps: Steps = []
    if scheduled != nil {
      scheduled = nil
      steps.append(.cancelScheduledReload)
    }
    isLoading = true
    startedAt = now
    lastStart = now
    generation += 1
    steps.append(.load(generation: generation))
    steps.append(.scheduleTimeout(at: now + rules.timeout))
    return (.started, steps)
  }

  /// Whether a result quoting `generation` belongs to the running load.
  package func accepts(generation: Int) -> Bool { isLoading && self.generation == generation }

  /// The running load succeeded. Returns the steps and the queued cause to load again with.
  package mutating func succeed() -> (steps: Steps, next: ReloadCause?) {
    isLoading = false
    startedAt = nil
    failureCount = 0
    return ([.cancelTimeout], takeQueued())
  }

  /// The running load failed (or timed out: `timedOut` skips cancelling the timeout that fired,
  /// and abandons the load's work). Returns the steps, the retry date, and the queued cause to
  /// load again with at once instead of retrying.
  package mutating func fail(now: Date, rules: Rules, timedOut: Bool = false) -> (
    steps: Steps, retryAt: Date, next: ReloadCause?
  ) {
    isLoading = false
    startedAt = nil
    failureCount += 1
    let retry = now + rules.retryDelay(failures: failureCount)
    var steps: Steps = timedOut ? [.abandon(generation: generation)] : [.cancelTimeout]
    let next = takeQueued()
    if next == nil {
      steps += schedule(ScheduledReload(date: retry, reason: .retry, cause: .retry))
    }
    return (steps, retry, next)
  }

  /// Schedules the next reload (replacing any scheduled one).
  package mutating func schedule(_ reload: ScheduledReload) -> Steps {
    scheduled = reload
    return [.scheduleReload(at: reload.date)]
  }

  /// Forgets the scheduled reload if it is for one of `reasons` (any, when `nil`).
  package mutating func cancelScheduled(
    _ reasons: Set<ScheduledReload.Reason>? = nil
  ) -> Steps {
    guard let scheduled, reasons?.contains(scheduled.reason) ?? true else { return [] }
    self.scheduled = nil
    return [.cancelScheduledReload]
  }

  /// The scheduled reload's deadline fired: returns it (and forgets it), so the owner requests
  /// it with its cause; `nil` when nothing was scheduled.
  package mutating func takeScheduled() -> ScheduledReload? {
    defer { scheduled = nil }
    return scheduled
  }

  /// Two queued causes make one reload; a cause free of the budget wins over a counted one.
  static func merge(_ queued: ReloadCause?, _ cause: ReloadCause) -> ReloadCause {
    guard let queued else { return cause }
    return queued.isExempt ? queued : cause
  }

  private mutating func takeQueued() -> ReloadCause? {
    defer { queued = nil }
    return queued
  }
}
