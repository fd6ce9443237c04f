import Foundation
import SpacesKit

/// A min-heap of deadlines: the loop sleeps until the earliest one.
///
/// An indexed 4-ary heap: each identifier owns a slot that records where its entry sits in the
/// heap, so rescheduling moves the entry in place and cancelling removes it at once; the heap
/// holds exactly the pending deadlines (no stale entries to skip or compact). Deadlines of the
/// same date come out in the order they were last scheduled. An identifier keeps its slot after
/// its deadline passes (the same deadlines come back again and again: a widget's next entry, its
/// next reload), so popping hashes nothing and scheduling hashes once (widgets' deadlines, most
/// of them, are found by their widget's number in a dense table: `DenseDeadline`); idle slots
/// are dropped
/// when they outnumber the pending ones. Sifting compares plain numbers held in the heap array.
package struct DeadlineScheduler: Sendable {
  /// One pending deadline as the heap orders it.
  struct Entry: Sendable {
    /// The date as seconds since the reference date.
    var time: Double
    /// When it was (last) scheduled: the tie-break among equal dates.
    var sequence: Int
    /// The identifier's slot.
    var slot: Int

    @inline(__always)
    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  /// Children per heap node (a wider node makes a shallower heap with cache-friendlier sifts).
  private static let arity = 4

  private var heap: [Entry] = []
  /// The slot of each identifier seen since the last purge (pending or idle), but dense ones.
  private var slots: [DeadlineID: Int] = [:]
  /// Dense deadlines (a widget's three, the bulk of them), addressed directly by their type's
  /// table and index, each its slot + 1 (0: none): no hashing of the deadline.
  private var denseSlots: [ObjectIdentifier: [Int]] = [:]
  /// How many identifiers hold a slot (in either table).
  private var assigned = 0
  /// Per slot: its identifier (`nil` when free for another one) and its entry's index in `heap`
  /// (`idle` while it has no pending deadline).
  private var slotIDs: [DeadlineID?] = []
  private var positions: [Int] = []
  /// Slots with no identifier, for reuse.
  private var freeSlots: [Int] = []
  private var sequence = 0

  /// The position of a slot with no pending deadline.
  private static let idle = -1

  package init() {}

  /// Schedules (or moves) a deadline.
  package mutating func schedule(_ id: DeadlineID, at date: Date) {
    sequence += 1
    let time = date.timeIntervalSinceReferenceDate
    if let slot = slot(of: id) {
      let index = positions[slot]
      guard index != Self.idle else {
        push(Entry(time: time, sequence: sequence, slot: slot))
        return
      }
      let old = heap[index]
      heap[index].time = time
      heap[index].sequence = sequence
      // A later sequence never moves an entry up unless its date got earlier.
      if time < old.time { siftUp(index) } else { siftDown(index) }
      return
    }
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slotIDs[slot] = id
    } else {
      slot = slotIDs.count
      slotIDs.append(id)
      positions.append(Self.idle)
    }
    setSlot(slot, of: id)
    push(Entry(time: time, sequence: sequence, slot: slot))
  }

  /// Cancels a deadline.
  package mutating func cancel(_ id: DeadlineID) {
    guard let slot = slot(of: id), positions[slot] != Self.idle else { return }
    remove(at: positions[slot])
  }

  /// The earliest pending deadline.
  package mutating func next() -> (id: DeadlineID, date: Date)? {
    guard let top = heap.first, let id = slotIDs[top.slot] else { return nil }
    return (id, Date(timeIntervalSinceReferenceDate: top.time))
  }

  /// Removes and returns the earliest deadline if it is due at `now`.
  package mutating func popDue(at now: Date) -> DeadlineID? {
    guard let top = heap.first, top.time <= now.timeIntervalSinceReferenceDate,
      let id = slotIDs[top.slot]
    else { return nil }
    remove(at: 0)
    return id
  }

  /// The number of pending deadlines.
  package var count: Int { heap.count }

  /// The pending deadlines, earliest first.
  package var pending: [(id: DeadlineID, date: Date)] {
    heap.sorted { $0.precedes($1) }.compactMap { entry in
      slotIDs[entry.slot].map { ($0, Date(timeIntervalSinceReferenceDate: entry.time)) }
    }
  }

  // MARK: Slots

  /// The slot an identifier holds.
  private func slot(of id: DeadlineID) -> Int? {
    guard let (table, index) = id.dense else { return slots[id] }
    guard let slots = denseSlots[table], index < slots.count, slots[index] > 0 else {
      return nil
    }
    return slots[index] - 1
  }

  /// Gives an identifier a slot, or takes it away (`nil`).
  private mutating func setSlot(_ slot: Int?, of id: DeadlineID) {
    guard let (table, index) = id.dense else {
      if let slot {
        if slots.updateValue(slot, forKey: id) == nil { assigned += 1 }
      } else if slots.removeValue(forKey: id) != nil {
        assigned -= 1
      }
      return
    }
    if index >= denseSlots[table, default: []].count {
      guard slot != nil else { return }
      denseSlots[table, default: []].append(
        contentsOf: repeatElement(0, count: index + 1 - denseSlots[table, default: []].count))
    }
    let had = denseSlots[table]![index] > 0
    denseSlots[table]![index] = slot.map { $0 + 1 } ?? 0
    assigned += (slot != nil ? 1 : 0) - (had ? 1 : 0)
  }

  // MARK: The heap

  /// Adds an entry for an idle slot.
  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    siftUp(heap.count - 1)
  }

  /// Removes the entry at a heap index; its slot goes idle (its identifier keeps it).
  private mutating func remove(at index: Int) {
    positions[heap[index].slot] = Self.idle
    let last = heap.removeLast()
    if index < heap.count {
      heap[index] = last
      positions[last.slot] = index
      if index > 0, last.precedes(heap[(index - 1) / Self.arity]) {
        siftUp(index)
      } else {
        siftDown(index)
      }
    }
    purgeIfMostlyIdle()
  }

  /// Forgets the identifiers of idle slots once they outnumber the pending deadlines (and a
  /// floor), so identifiers used once (a run's timeout) don't pile up; amortised O(1).
  private mutating func purgeIfMostlyIdle() {
    let idleCount = assigned - heap.count
    guard idleCount > 1024, idleCount > 2 * heap.count, 2 * idleCount > slotIDs.count else {
      return
    }
    for (slot, id) in slotIDs.enumerated() where positions[slot] == Self.idle {
      guard let id else { continue }
      setSlot(nil, of: id)
      slotIDs[slot] = nil
      freeSlots.append(slot)
    }
  }

  private mutating func siftUp(_ start: Int) {
    var index = start
    let entry = heap[index]
    while index > 0 {
      let parent = (index - 1) / Self.arity
      let above = heap[parent]
      guard entry.precedes(above) else { break }
      heap[index] = above
      positions[above.slot] = index
      index = parent
    }
    heap[index] = entry
    positions[entry.slot] = index
  }

  private mutating func siftDown(_ start: Int) {
    var index = start
    let entry = heap[index]
    let count = heap.count
    while true {
      let first = index * Self.arity + 1
      guard first < count else { break }
      var best = first
      let end = min(first + Self.arity, count)
      var child = first + 1
      while child < end {
        if heap[child].precedes(heap[best]) { best = child }
        child += 1
      }
      let below = heap[best]
      guard below.precedes(entry) else { break }
      heap[index] = below
      positions[below.slot] = index
      index = best
    }
    heap[index] = entry
    positions[entry.slot] = index
  }
}
