import Foundation
import HeapModule
import SpacesKit

/// A min-heap of deadlines: the loop sleeps until the earliest one.
///
/// Rescheduling an identifier replaces its deadline; stale heap entries are skipped lazily.
public struct DeadlineScheduler: Sendable {
  struct Entry: Comparable, Sendable {
    var date: Date
    var sequence: Int
    var id: DeadlineID
    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.date, lhs.sequence) < (rhs.date, rhs.sequence)
    }
    static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.sequence == rhs.sequence }
  }

  private var heap = Heap<Entry>()
  private var live: [DeadlineID: Int] = [:]
  private var sequence = 0

  public init() {}

  /// Schedules (or moves) a deadline.
  public mutating func schedule(_ id: DeadlineID, at date: Date) {
    sequence += 1
    live[id] = sequence
    heap.insert(Entry(date: date, sequence: sequence, id: id))
    compactIfSparse()
  }

  /// Cancels a deadline.
  public mutating func cancel(_ id: DeadlineID) {
    live[id] = nil
    compactIfSparse()
  }

  /// Drops stale entries once they outnumber the live ones (rescheduled or cancelled
  /// deadlines otherwise stay in the heap until their dates pass).
  private mutating func compactIfSparse() {
    guard heap.count > 64, heap.count > 2 * live.count else { return }
    heap = Heap(heap.unordered.filter { live[$0.id] == $0.sequence })
  }

  /// The earliest pending deadline.
  public mutating func next() -> (id: DeadlineID, date: Date)? {
    while let top = heap.min {
      if live[top.id] == top.sequence { return (top.id, top.date) }
      heap.removeMin()
    }
    return nil
  }

  /// Removes and returns the earliest deadline if it is due at `now`.
  public mutating func popDue(at now: Date) -> DeadlineID? {
    guard let (id, date) = next(), date <= now else { return nil }
    heap.removeMin()
    live[id] = nil
    return id
  }

  /// The number of pending deadlines.
  public var count: Int { live.count }

  /// The pending deadlines, earliest first.
  public var pending: [(id: DeadlineID, date: Date)] {
    heap.unordered.filter { live[$0.id] == $0.sequence }.sorted().map { ($0.id, $0.date) }
  }
}
