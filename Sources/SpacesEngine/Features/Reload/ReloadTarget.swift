import Foundation

/// What a reloadable item's owner turns the reload machine's steps into: its effect that loads
/// (and stops a load), and its two deadlines (the timeout, the scheduled reload).
package protocol ReloadTarget {
  /// The effect that loads a generation.
  func load(generation: Int) -> Effect
  /// The effect that stops a given-up load's work.
  func abandon(generation: Int) -> Effect
  /// The deadline at which a running load is given up.
  var timeoutDeadline: DeadlineID { get }
  /// The deadline of the scheduled reload (a retry, a policy reload, the budget's wait).
  var scheduledReloadDeadline: DeadlineID { get }
}

extension ReduceContext {
  /// Carries out a reload machine's steps for an item: its effects and deadlines, in order.
  package mutating func perform(_ steps: ReloadMachine.Steps, for target: some ReloadTarget) {
    for step in steps {
      switch step {
      case .load(let generation): run(target.load(generation: generation))
      case .scheduleTimeout(let date): schedule(target.timeoutDeadline, at: date)
      case .cancelTimeout: cancel(target.timeoutDeadline)
      case .abandon(let generation): run(target.abandon(generation: generation))
      case .scheduleReload(let date): schedule(target.scheduledReloadDeadline, at: date)
      case .cancelScheduledReload: cancel(target.scheduledReloadDeadline)
      }
    }
  }
}
