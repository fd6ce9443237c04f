import Foundation
import SpacesKit

/// Manual mode (tests, snapshots, the soak): settling effects in a reproducible order, and
/// deadlines fired as the clock moves.
extension Engine {
  /// Whether effects are still running (cancelled ones that haven't stopped don't count).
  package var isBusy: Bool { tasks.hasWaiting }

  /// Manual mode: applies every finished effect and app request in the order the effects were
  /// started (so runs are reproducible), waiting for running effects until nothing more happens.
  ///
  /// An effect counts as hung only when it made no progress for `settleGrace` *and* over many
  /// turns of this loop (so a busy machine, where this loop itself rarely runs, doesn't make a
  /// slow effect look hung). Cancelled effects are not waited for.
  ///
  /// App code may also start unstructured tasks that post to the system a moment later (an
  /// intent that ends a Live Activity in a `Task`); nothing can wait for those. So before an
  /// intent run's result is applied, a short quiet period (`quietPeriod`) lets such posts arrive,
  /// and the requests that arrived together are applied in a fixed order (`drainInbox()`):
  /// reproducible in practice, though a post delayed past the quiet period still lands later.
  package func settle() async {
    var idleSince: ContinuousClock.Instant?
    var idleTurns = 0
    while true {
      let stalled =
        idleTurns >= 200 && idleSince.map { ContinuousClock.now - $0 > settleGrace } ?? false
      let next = tasks.nextCompleted(ignoringWaiting: stalled)
      // Requests are taken only between results, or when nothing runs: what one intent run and
      // the tasks it started posted (after a quiet period) is applied together.
      if let next, next.result.isRun { await quiet() }
      if next != nil || ((!tasks.hasWaiting || stalled) && !inbox.isEmpty) { drainInbox() }
      if let next, let action = tasks.take(next.order) {
        send(action)
        idleSince = nil
        idleTurns = 0
        continue
      }
      // A run that asked a question waits for a person from then on, not for the grace.
      for run in inbox.askingRuns { tasks.suspend(TaskKey(RunID(run))) }
      if !tasks.hasWaiting || stalled {
        if inbox.isEmpty { return }
        continue
      }
      idleSince = idleSince ?? .now
      idleTurns += 1
      if idleTurns < 100 {
        await Task.yield()
      } else {
        await MainQueueSleep.sleep(for: .milliseconds(1))
      }
    }
  }

  func quiet() async {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < quietPeriod {
      await Task.yield()
      await MainQueueSleep.sleep(for: .microseconds(100))
    }
  }

  /// The effects started and not finished, described for a person (an intent run by its
  /// title), in start order, each with whether `settle()` waits for it (`false`: it waits for
  /// a person's answer).
  package var unfinishedEffects: [(description: String, isWaitedFor: Bool)] {
    tasks.unfinished.map { task in
      let description =
        if let run = task.key.base as? RunID, let title = state.runs.runs[run]?.title {
          "the intent \"\(title)\""
        } else {
          "\(task.key.base)"
        }
      return (description, task.isWaitedFor)
    }
  }

  // MARK: Deadlines

  /// The earliest pending deadline on the clock's time: with a clock whose presentation time
  /// is its own (not a `ScalableClock`: a virtual clock, the real one), the presentation
  /// clock's deadlines too.
  package var nextDeadline: Date? {
    let next = scheduler.next()?.date
    guard !(clock is ScalableClock), let presentation = presentationScheduler.next()?.date else {
      return next
    }
    return next.map { min($0, presentation) } ?? presentation
  }

  /// The earliest pending deadline on a `ScalableClock`'s presentation time (its unscaled base
  /// clock), which the run loop waits for on that time; `nil` under other clocks (their
  /// presentation deadlines are in `nextDeadline`).
  package var nextPresentationDeadline: Date? {
    clock is ScalableClock ? presentationScheduler.next()?.date : nil
  }

  /// The pending deadlines, earliest first.
  package var pendingDeadlines: [(id: DeadlineID, date: Date)] { scheduler.pending }

  /// Sends every deadline due at the clock's current time, in order, then those due on the
  /// presentation clock.
  package func fireDueDeadlines() {
    let now = clock.now()
    while let id = scheduler.popDue(at: now) {
      deadlinesFired += 1
      send(.deadline(id))
    }
    let presentationNow = clock.presentationNow()
    while let id = presentationScheduler.popDue(at: presentationNow) {
      deadlinesFired += 1
      send(.deadline(id))
    }
  }

  /// Manual mode with a virtual clock: moves time forward, stopping at each deadline on the
  /// way (so every retry, timeout and expiry happens at its own time), settling effects each
  /// time. Under a real clock time passes by itself, so this is a programming error.
  package func advance(by interval: TimeInterval) async {
    precondition(
      clock.isVirtual, "advance(by:) needs a VirtualClock; a real clock moves by itself")
    guard let virtual = clock as? VirtualClock else { return }
    let target = clock.now().addingTimeInterval(interval)
    await settle()
    while let next = nextDeadline, next <= target {
      virtual.set(next)
      fireDueDeadlines()
      await settle()
    }
    virtual.set(target)
  }
}
