import Foundation

/// The tasks running the engine's effects (intent runs, reloads), kept so they can be
/// cancelled, and — in manual mode — their results held until `settle()` applies them in the
/// order the effects started.
@MainActor
final class EffectTasks {
  /// What a task does.
  enum Key: Hashable {
    case run(RunID)
    case reload(ControlID, generation: Int)
  }

  private var nextOrderNumber = 0
  private var running: [Key: (order: Int, task: Task<Void, Never>)] = [:]
  private var keys: [Int: Key] = [:]
  /// Started and not finished, not cancelled: what `settle()` waits for.
  private var waiting: Set<Int> = []
  /// Finished results not yet applied (manual mode).
  private var completed: [Int: DashboardAction] = [:]

  /// A number for the next task, in start order.
  func nextOrder() -> Int {
    defer { nextOrderNumber += 1 }
    return nextOrderNumber
  }

  /// Records a started task (before it can finish: both run on the main actor).
  func start(_ key: Key, order: Int, task: Task<Void, Never>) {
    running[key] = (order, task)
    keys[order] = key
    waiting.insert(order)
  }

  /// A task's work returned.
  func finish(_ order: Int) {
    waiting.remove(order)
    if let key = keys.removeValue(forKey: order), running[key]?.order == order {
      running[key] = nil
    }
  }

  /// Holds a finished task's result (manual mode).
  func complete(_ order: Int, with action: DashboardAction) { completed[order] = action }

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
    waiting.insert(order)
  }

  /// Whether a task is running that `settle()` should wait for.
  var hasWaiting: Bool { !waiting.isEmpty }

  /// The start number of the earliest held result whose predecessors all finished (or of any,
  /// when `ignoringWaiting`: a hung task no longer holds back the results after it).
  func nextCompletedOrder(ignoringWaiting: Bool) -> Int? {
    guard let order = completed.keys.min() else { return nil }
    if !ignoringWaiting, waiting.contains(where: { $0 < order }) { return nil }
    return order
  }

  /// Takes that result.
  func takeCompleted(ignoringWaiting: Bool) -> DashboardAction? {
    nextCompletedOrder(ignoringWaiting: ignoringWaiting).flatMap {
      completed.removeValue(forKey: $0)
    }
  }
}
