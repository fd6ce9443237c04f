import Foundation
import HeapModule

/// The tasks running the engine's effects (intent runs, reloads), kept so they can be
/// cancelled, and — in manual mode — their results held until `settle()` applies them in the
/// order the effects started.
///
/// The earliest held result and the earliest task still waited for come from min-heaps (stale
/// entries skipped lazily), so thousands of reloads in flight cost O(log n) per result.
@MainActor
final class EffectTasks {
  /// A finished task's result, held until applied.
  struct Result {
    var action: DashboardAction
    /// Whether it came from an intent run (app code that may have started tasks of its own).
    var isRun: Bool
  }

  private var nextOrderNumber = 0
  private var running: [TaskKey: (order: Int, task: Task<Void, Never>)] = [:]
  private var keys: [Int: (key: TaskKey, isIntentRun: Bool)] = [:]
  /// Started and not finished, not cancelled: what `settle()` waits for.
  private var waiting: Set<Int> = []
  private var waitingHeap = Heap<Int>()
  /// Finished results not yet applied (manual mode).
  private var completed: [Int: Result] = [:]
  private var completedHeap = Heap<Int>()

  /// A number for the next task, in start order.
  func nextOrder() -> Int {
    defer { nextOrderNumber += 1 }
    return nextOrderNumber
  }

  /// Records a started task (before it can finish: both run on the main actor).
  func start(_ key: TaskKey, order: Int, isIntentRun: Bool, task: Task<Void, Never>) {
    running[key] = (order, task)
    keys[order] = (key, isIntentRun)
    wait(for: order)
  }

  /// A task's work returned; in manual mode its result is held.
  func finish(_ order: Int, holding action: DashboardAction?) {
    waiting.remove(order)
    let entry = keys.removeValue(forKey: order)
    if let key = entry?.key, running[key]?.order == order { running[key] = nil }
    if let action {
      completed[order] = Result(action: action, isRun: entry?.isIntentRun ?? false)
      completedHeap.insert(order)
    }
  }

  /// Cancels a task: it is no longer waited for; its result, if it comes, is still applied in
  /// order (the reducer ignores it).
  func cancel(_ key: TaskKey) {
    guard let (order, task) = running[key] else { return }
    task.cancel()
    waiting.remove(order)
  }

  /// A task now waits for a person (an intent's question): `settle()` doesn't wait for it.
  func suspend(_ key: TaskKey) {
    guard let (order, _) = running[key] else { return }
    waiting.remove(order)
  }

  /// The person answered: the task runs again and `settle()` waits for it.
  func resume(_ key: TaskKey) {
    guard let (order, task) = running[key], !task.isCancelled else { return }
    wait(for: order)
  }

  private func wait(for order: Int) {
    if waiting.insert(order).inserted { waitingHeap.insert(order) }
  }

  /// Whether a task is running that `settle()` should wait for.
  var hasWaiting: Bool { !waiting.isEmpty }

  /// The tasks started and neither finished nor cancelled, in start order, each with whether
  /// `settle()` waits for it (`false`: it waits for a person's answer).
  var unfinished: [(key: TaskKey, isWaitedFor: Bool)] {
    keys.keys.sorted().compactMap { order in
      guard let key = keys[order]?.key, let entry = running[key], entry.order == order,
        !entry.task.isCancelled
      else { return nil }
      return (key, waiting.contains(order))
    }
  }

  /// The earliest held result whose predecessors all finished (or any, when
  /// `ignoringWaiting`: a hung task no longer holds back the results after it).
  func nextCompleted(ignoringWaiting: Bool) -> (order: Int, result: Result)? {
    guard let order = completedHeap.min, let result = completed[order] else { return nil }
    if !ignoringWaiting, let earliest = earliestWaiting(), earliest < order { return nil }
    return (order, result)
  }

  /// Takes the result `nextCompleted` returned.
  func take(_ order: Int) -> DashboardAction? {
    guard completedHeap.min == order else { return nil }
    completedHeap.removeMin()
    return completed.removeValue(forKey: order)?.action
  }

  private func earliestWaiting() -> Int? {
    while let top = waitingHeap.min, !waiting.contains(top) { waitingHeap.removeMin() }
    return waitingHeap.min
  }
}

/// What an effect's task does, so it can be found again (to cancel it): a feature's own
/// hashable value (a run's identifier, a control's reload of a generation).
struct TaskKey: Hashable {
  /// The feature's value.
  let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) { self.base = base }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}
