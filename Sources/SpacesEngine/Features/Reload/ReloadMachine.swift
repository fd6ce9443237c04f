import Foundation

/// The reload state machine of one reloadable item (a control now, a widget timeline next):
/// one load at a time, requests coalesced behind it, generations that discard late results,
/// a timeout, and exponential backoff after failures.
///
/// It is pure: each transition returns `Step`s, which the owning feature turns into its own
/// effects and deadlines (so the same machine serves every kind of item).
public struct ReloadMachine: Equatable, Sendable {
  /// What the owner must do after a transition, in order.
  public enum Step: Equatable, Sendable {
    /// Start loading; the result must quote this generation.
    case load(generation: Int)
    /// Give up on the load at a date unless it finished.
    case scheduleTimeout(at: Date)
    /// The load finished: forget its timeout.
    case cancelTimeout
    /// The load of a generation was given up: stop its work (cancel its task).
    case abandon(generation: Int)
    /// Retry at a date.
    case scheduleRetry(at: Date)
    /// Forget the pending retry.
    case cancelRetry
  }

  /// Timing rules.
  public struct Policy: Equatable, Sendable {
    /// How long a load may take before it counts as failed.
    public var timeout: TimeInterval = 10
    /// The first retry delay; doubles per consecutive failure.
    public var retryBase: TimeInterval = 5
    /// The longest retry delay.
    public var retryCap: TimeInterval = 300

    public init() {}
  }

  /// The timing rules.
  public var policy = Policy()
  /// Whether a load is running.
  public private(set) var isLoading = false
  /// Counts loads started; a result quoting another generation is stale.
  public private(set) var generation = 0
  /// The cause of requests made while a load ran (they make one more load).
  public private(set) var queued: ReloadCause?
  /// Consecutive failed loads.
  public private(set) var failureCount = 0
  /// When the pending retry runs.
  public private(set) var retryAt: Date?
  /// When the running load started.
  public private(set) var startedAt: Date?

  public init(policy: Policy = Policy()) { self.policy = policy }

  /// Asks for a load. Returns `coalesced: true` when a load is running (the request is queued
  /// behind it; all requests queued meanwhile make a single further load).
  public mutating func request(_ cause: ReloadCause, now: Date) -> (coalesced: Bool, steps: [Step])
  {
    if isLoading {
      queued = cause
      return (true, [])
    }
    var steps: [Step] = []
    if retryAt != nil {
      retryAt = nil
      steps.append(.cancelRetry)
    }
    isLoading = true
    startedAt = now
    generation += 1
    steps += [.load(generation: generation), .scheduleTimeout(at: now + policy.timeout)]
    return (false, steps)
  }

  /// Whether a result quoting `generation` belongs to the running load.
  public func accepts(generation: Int) -> Bool { isLoading && self.generation == generation }

  /// The running load succeeded. Returns the steps and the queued cause to load again with.
  public mutating func succeed() -> (steps: [Step], next: ReloadCause?) {
    isLoading = false
    startedAt = nil
    failureCount = 0
    retryAt = nil
    return ([.cancelTimeout], takeQueued())
  }

  /// The running load failed (or timed out: `timedOut` skips cancelling the timeout that
  /// fired, and abandons the load's work). Returns the steps, the retry date, and the queued
  /// cause to load again with at once instead of retrying.
  public mutating func fail(now: Date, timedOut: Bool = false) -> (
    steps: [Step], retryAt: Date, next: ReloadCause?
  ) {
    isLoading = false
    startedAt = nil
    failureCount += 1
    let delay = min(
      policy.retryCap, policy.retryBase * pow(2, Double(failureCount - 1)))
    let retry = now + delay
    retryAt = retry
    var steps: [Step] = timedOut ? [.abandon(generation: generation)] : [.cancelTimeout]
    let next = takeQueued()
    if next == nil { steps.append(.scheduleRetry(at: retry)) }
    return (steps, retry, next)
  }

  /// The retry deadline fired.
  public mutating func retryFired() { retryAt = nil }

  private mutating func takeQueued() -> ReloadCause? {
    defer { queued = nil }
    return queued
  }
}

/// Why an item reloaded.
public enum ReloadCause: String, Sendable, Equatable, Codable {
  /// The item was added to a space (its first load).
  case added
  /// Its intent's `perform()` returned.
  case interaction
  /// The app asked (`ControlCenter.shared.reloadControls(ofKind:)`, `reloadAllControls()`).
  case app
  /// A push notification invalidated it.
  case push
  /// A previous load threw; this is the retry after backoff.
  case retry
  /// Its configuration changed (people configured it, or its saved configuration was read).
  case configured
}
