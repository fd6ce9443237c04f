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
  /// What a task does.
  enum Key: Hashable {
    case run(RunID)
    case reload(ControlID, generation: Int)
    case configuration(ControlID)
    case configurationLoad(ControlID)
    case catalogPreview(String)
    case wake(String)
    case widget(WidgetID, generation: Int)
    case timelinePreview(String)
    case appShortcuts
  }

  /// A finished task's result, held until applied.
  struct Result {
    var action: DashboardAction
    /// Whether it came from an intent run (app code that may have started tasks of its own).
    var isRun: Bool
  }

  private var nextOrderNumber = 0
  private var running: [Key: (order: Int, task: Task<Void, Never>)] = [:]
  private var keys: [Int: Key] = [:]
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
  func start(_ key: Key, order: Int, task: Task<Void, Never>) {
    running[key] = (order, task)
    keys[order] = key
    wait(for: order)
  }

  /// A task's work returned; in manual mode its result is held.
  func finish(_ order: Int, holding action: DashboardAction?) {
    waiting.remove(order)
    let key = keys.removeValue(forKey: order)
    if let key, running[key]?.order == order { running[key] = nil }
    if let action {
      var isRun = false
      if case .run = key { isRun = true }
      completed[order] = Result(action: action, isRun: isRun)
      completedHeap.insert(order)
    }
  }

  /// Cancels a task: it is no longer waited for; its result, if it comes, is still applied in
  /// order (the reducer ignores it).
  func cancel(_ key: Key) {
    guard let (order, task) = running[key] else { return }
    task.cancel()
    waiting.remove(order)
  }

  /// A task now waits for a person (an intent's question): `settle()` doesn't wait for it.
  func suspend(_ key: Key) {
    guard let (order, _) = running[key] else { return }
    waiting.remove(order)
  }

  /// The person answered: the task runs again and `settle()` waits for it.
  func resume(_ key: Key) {
    guard let (order, task) = running[key], !task.isCancelled else { return }
    wait(for: order)
  }

  private func wait(for order: Int) {
    if waiting.insert(order).inserted { waitingHeap.insert(order) }
  }

  /// Whether a task is running that `settle()` should wait for.
  var hasWaiting: Bool { !waiting.isEmpty }

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
