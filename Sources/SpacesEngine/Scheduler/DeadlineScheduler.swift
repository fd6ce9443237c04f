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
/// are dropped when they outnumber the pending ones.
///
/// An entry is 16 bytes, its date and one number that holds both its tie-break and its slot, so
/// a node's four children share a cache line; sifting moves a hole rather than swapping, and
/// taking the earliest walks the hole down to a leaf along the smaller children before placing
/// the last entry (about one comparison a level fewer).
package struct DeadlineScheduler: Sendable {
  /// One pending deadline as the heap orders it.
  struct Entry: Sendable {
    /// The date as seconds since the reference date.
    var time: Double
    /// When it was (last) scheduled, the tie-break among equal dates, in the high bits, and the
    /// identifier's slot in the low `slotBits`: ordering by it orders by the sequence (each
    /// sequence is given once).
    var key: UInt64

    init(time: Double, sequence: UInt64, slot: Int) {
      self.time = time
      key = sequence << DeadlineScheduler.slotBits | UInt64(slot)
    }

    /// The identifier's slot.
    var slot: Int { Int(truncatingIfNeeded: key & DeadlineScheduler.slotMask) }

    @inline(__always)
    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && key < other.key)
    }
  }

  /// Children per heap node (a wider node makes a shallower heap with cache-friendlier sifts).
  private static let arity = 4
  /// The bits of an entry's key that hold its slot (16.7 million identifiers at once).
  fileprivate static let slotBits: UInt64 = 24
  fileprivate static let slotMask: UInt64 = 1 << slotBits - 1
  /// The last sequence an entry's key holds; past it the pending entries are numbered again.
  private static let maxSequence: UInt64 = 1 << (64 - slotBits) - 1

  private var heap: [Entry] = []
  /// The slot of each identifier seen since the last purge (pending or idle), but dense ones.
  private var slots: [DeadlineID: Int] = [:]
  /// Dense deadlines (a widget's three, the bulk of them), addressed directly by their type's
  /// table (a dashboard has one or two such types: found by a look along the list) and index,
  /// each its slot + 1 (0: none): no hashing of the deadline.
  private var denseTables: [(type: ObjectIdentifier, slots: [Int])] = []
  /// How many identifiers hold a slot (in either table).
  private var assigned = 0
  /// Per slot: its identifier (`nil` when free for another one) and its entry's index in `heap`
  /// (`idle` while it has no pending deadline).
  private var slotIDs: [DeadlineID?] = []
  private var positions: [Int] = []
  /// Slots with no identifier, for reuse.
  private var freeSlots: [Int] = []
  private var sequence: UInt64 = 0

  /// The position of a slot with no pending deadline.
  private static let idle = -1

  package init() {}

  /// Schedules (or moves) a deadline.
  package mutating func schedule(_ id: DeadlineID, at date: Date) {
    if sequence == Self.maxSequence { renumber() }
    sequence += 1
    let time = date.timeIntervalSinceReferenceDate
    if let slot = slot(of: id) {
      let index = positions[slot]
      guard index != Self.idle else {
        push(Entry(time: time, sequence: sequence, slot: slot))
        return
      }
      let old = heap[index]
      heap[index] = Entry(time: time, sequence: sequence, slot: slot)
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
      precondition(UInt64(slot) <= Self.slotMask, "more pending deadlines than slots")
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
    removeFirst()
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
    guard let (type, index) = id.dense else { return slots[id] }
    for table in denseTables.indices where denseTables[table].type == type {
      guard index < denseTables[table].slots.count else { return nil }
      let slot = denseTables[table].slots[index]
      return slot > 0 ? slot - 1 : nil
    }
    return nil
  }

  /// Gives an identifier a slot, or takes it away (`nil`).
  private mutating func setSlot(_ slot: Int?, of id: DeadlineID) {
    guard let (type, index) = id.dense else {
      if let slot {
        if slots.updateValue(slot, forKey: id) == nil { assigned += 1 }
      } else if slots.removeValue(forKey: id) != nil {
        assigned -= 1
      }
      return
    }
    let table: Int
    if let found = denseTables.firstIndex(where: { $0.type == type }) {
      table = found
    } else {
      guard slot != nil else { return }
      table = denseTables.count
      denseTables.append((type, []))
    }
    if index >= denseTables[table].slots.count {
      guard slot != nil else { return }
      denseTables[table].slots.append(
        contentsOf: repeatElement(0, count: index + 1 - denseTables[table].slots.count))
    }
    let had = denseTables[table].slots[index] > 0
    denseTables[table].slots[index] = slot.map { $0 + 1 } ?? 0
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
    guard index > 0 else { return removeFirst() }
    positions[heap[index].slot] = Self.idle
    let last = heap.removeLast()
    if index < heap.count {
      heap[index] = last
      positions[last.slot] = index
      if last.precedes(heap[(index - 1) / Self.arity]) {
        siftUp(index)
      } else {
        siftDown(index)
      }
    }
    purgeIfMostlyIdle()
  }

  /// Removes the earliest entry: the hole it leaves goes down to a leaf along the earliest
  /// children, the last entry fills it and rises to its place (it rarely rises far: it came
  /// from the bottom), which compares less than sinking the last entry from the top.
  private mutating func removeFirst() {
    positions[heap[0].slot] = Self.idle
    let last = heap.removeLast()
    let count = heap.count
    if count > 0 {
      heap.withUnsafeMutableBufferPointer { heap in
        positions.withUnsafeMutableBufferPointer { positions in
          var hole = 0
          while true {
            let first = hole &* Self.arity &+ 1
            guard first < count else { break }
            var best = first
            let end = Swift.min(first &+ Self.arity, count)
            var child = first &+ 1
            while child < end {
              if heap[child].precedes(heap[best]) { best = child }
              child &+= 1
            }
            let below = heap[best]
            heap[hole] = below
            positions[below.slot] = hole
            hole = best
          }
          Self.siftUp(last, from: hole, heap: heap, positions: positions)
        }
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

  /// Numbers the pending entries' sequences again from 1, in the order they come out (which
  /// keeps the heap in order), once the sequence reached the most a key holds.
  private mutating func renumber() {
    let order = heap.indices.sorted { heap[$0].precedes(heap[$1]) }
    for (rank, index) in order.enumerated() {
      heap[index] = Entry(
        time: heap[index].time, sequence: UInt64(rank + 1), slot: heap[index].slot)
    }
    sequence = UInt64(heap.count)
  }

  private mutating func siftUp(_ start: Int) {
    heap.withUnsafeMutableBufferPointer { heap in
      positions.withUnsafeMutableBufferPointer { positions in
        Self.siftUp(heap[start], from: start, heap: heap, positions: positions)
      }
    }
  }

  /// Places `entry` at the hole `start` or above it, moving the later entries on its way down.
  @inline(__always)
  private static func siftUp(
    _ entry: Entry, from start: Int, heap: UnsafeMutableBufferPointer<Entry>,
    positions: UnsafeMutableBufferPointer<Int>
  ) {
    var index = start
    while index > 0 {
      let parent = (index &- 1) / arity
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
    heap.withUnsafeMutableBufferPointer { heap in
      positions.withUnsafeMutableBufferPointer { positions in
        var index = start
        let entry = heap[index]
        let count = heap.count
        while true {
          let first = index &* Self.arity &+ 1
          guard first < count else { break }
          var best = first
          let end = Swift.min(first &+ Self.arity, count)
          var child = first &+ 1
          while child < end {
            if heap[child].precedes(heap[best]) { best = child }
            child &+= 1
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
  }
}
