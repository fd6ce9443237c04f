import Foundation
import SpacesKit

/// The pending deadlines, earliest first: the loop sleeps until the earliest one.
///
/// Deadlines are kept by date: each date a deadline is pending at has a bucket of its
/// deadlines in the order they were scheduled, and a small heap orders the dates. Many
/// deadlines fall due at the same instant (widgets' entries on the hour, reloads a timeline's
/// policy puts at the same date for every widget of a kind), so taking the earliest deadline
/// reads the next entry of the first bucket (no sifting through every pending deadline), and
/// scheduling appends to its date's bucket. Deadlines of the same date come out in the order
/// they were last scheduled.
///
/// Each identifier owns a slot that records its pending deadline's date and when it was
/// scheduled (`0`: nothing pending); rescheduling or cancelling leaves the bucket's old entry
/// behind, stale, and taking deadlines skips stale entries (they are dropped, and the buckets
/// built again, once they outnumber the pending deadlines). An identifier keeps its slot after
/// its deadline passes (the same deadlines come back again and again: a widget's next entry,
/// its next reload), so popping hashes nothing and scheduling hashes the identifier once
/// (widgets' deadlines, most of them, are found by their widget's number in a dense table:
/// `DenseDeadline`) and the date once; idle slots are dropped when they outnumber the pending
/// ones.
package struct DeadlineScheduler: Sendable {
  /// One deadline in its date's bucket: its slot and when it was scheduled (stale once the
  /// slot's deadline was scheduled again or cancelled).
  struct Entry: Sendable {
    var slot: Int
    var sequence: Int
  }

  /// The deadlines scheduled at one date, in the order they were scheduled; those before
  /// `head` were taken.
  struct Bucket: Sendable {
    var time: Double
    var entries: [Entry]
    var head = 0
  }

  /// A date in the heap of dates, with its bucket.
  struct Due: Sendable {
    var time: Double
    var bucket: Int
  }

  /// The slot of each identifier seen since the last purge (pending or idle), but dense ones.
  private var slots: [DeadlineID: Int] = [:]
  /// Dense deadlines (a widget's three, the bulk of them), addressed directly by their type's
  /// table and index, each its slot + 1 (0: none): no hashing of the deadline.
  /// Its types are few (widgets' deadlines are the one such type), so they are found by a
  /// look down `denseTypes`, not by hashing the type.
  private var denseTypes: [ObjectIdentifier] = []
  private var denseSlots: [[Int]] = []
  /// How many identifiers hold a slot (in either table).
  private var assigned = 0
  /// Per slot: its identifier (`nil` when free for another one), its pending deadline's date
  /// (as seconds since the reference date) and sequence (`idle`: none pending).
  private var slotIDs: [DeadlineID?] = []
  private var slotTimes: [Double] = []
  private var slotSequences: [Int] = []
  /// Slots with no identifier, for reuse.
  private var freeSlots: [Int] = []
  /// The buckets (those not in `bucketAt` are free for reuse, listed in `freeBuckets`).
  private var buckets: [Bucket] = []
  private var freeBuckets: [Int] = []
  /// The bucket of each date with one.
  private var bucketAt: [Double: Int] = [:]
  /// The date last appended to and its bucket (`nil` once the bucket is dropped): the
  /// deadlines of one instant mostly schedule their next ones at one date, one after another.
  private var lastAppend: Due?
  /// The dates with a bucket, a binary min-heap.
  private var dates: [Due] = []
  /// How many deadlines are pending, and how many bucket entries are stale.
  private var pendingCount = 0
  private var staleCount = 0
  private var sequence = 0

  /// The sequence of a slot with no pending deadline.
  private static let idle = 0

  package init() {}

  /// Schedules (or moves) a deadline.
  package mutating func schedule(_ id: DeadlineID, at date: Date) {
    sequence += 1
    let time = date.timeIntervalSinceReferenceDate
    let slot: Int
    if let existing = self.slot(of: id) {
      slot = existing
      if slotSequences[slot] == Self.idle { pendingCount += 1 } else { staleCount += 1 }
    } else {
      if let free = freeSlots.popLast() {
        slot = free
        slotIDs[slot] = id
      } else {
        slot = slotIDs.count
        slotIDs.append(id)
        slotTimes.append(0)
        slotSequences.append(Self.idle)
      }
      setSlot(slot, of: id)
      pendingCount += 1
    }
    slotTimes[slot] = time
    slotSequences[slot] = sequence
    append(Entry(slot: slot, sequence: sequence), at: time)
    compactIfMostlyStale()
  }

  /// Cancels a deadline.
  package mutating func cancel(_ id: DeadlineID) {
    guard let slot = slot(of: id), slotSequences[slot] != Self.idle else { return }
    slotSequences[slot] = Self.idle
    pendingCount -= 1
    staleCount += 1
    purgeIfMostlyIdle()
    compactIfMostlyStale()
  }

  /// The earliest pending deadline.
  package mutating func next() -> (id: DeadlineID, date: Date)? {
    guard let slot = firstSlot(), let id = slotIDs[slot] else { return nil }
    return (id, Date(timeIntervalSinceReferenceDate: slotTimes[slot]))
  }

  /// Removes and returns the earliest deadline if it is due at `now`.
  package mutating func popDue(at now: Date) -> DeadlineID? {
    guard let slot = firstSlot(), slotTimes[slot] <= now.timeIntervalSinceReferenceDate,
      let id = slotIDs[slot]
    else { return nil }
    let bucket = dates[0].bucket
    buckets[bucket].head += 1
    slotSequences[slot] = Self.idle
    pendingCount -= 1
    if buckets[bucket].head == buckets[bucket].entries.count { releaseFirstBucket() }
    purgeIfMostlyIdle()
    return id
  }

  /// The number of pending deadlines.
  package var count: Int { pendingCount }

  /// The pending deadlines, earliest first.
  package var pending: [(id: DeadlineID, date: Date)] {
    slotSequences.indices.filter { slotSequences[$0] != Self.idle }
      .sorted { (slotTimes[$0], slotSequences[$0]) < (slotTimes[$1], slotSequences[$1]) }
      .compactMap { slot in
        slotIDs[slot].map { ($0, Date(timeIntervalSinceReferenceDate: slotTimes[slot])) }
      }
  }

  // MARK: Slots

  /// The slot an identifier holds.
  private func slot(of id: DeadlineID) -> Int? {
    guard let (table, index) = id.dense else { return slots[id] }
    guard let type = denseTypes.firstIndex(of: table), index < denseSlots[type].count,
      denseSlots[type][index] > 0
    else { return nil }
    return denseSlots[type][index] - 1
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
    let type: Int
    if let known = denseTypes.firstIndex(of: table) {
      type = known
    } else {
      guard slot != nil else { return }
      type = denseTypes.count
      denseTypes.append(table)
      denseSlots.append([])
    }
    if index >= denseSlots[type].count {
      guard slot != nil else { return }
      denseSlots[type].append(
        contentsOf: repeatElement(0, count: index + 1 - denseSlots[type].count))
    }
    let had = denseSlots[type][index] > 0
    denseSlots[type][index] = slot.map { $0 + 1 } ?? 0
    assigned += (slot != nil ? 1 : 0) - (had ? 1 : 0)
  }

  /// Forgets the identifiers of idle slots once they outnumber the pending deadlines (and a
  /// floor), so identifiers used once (a run's timeout) don't pile up; amortised O(1). A freed
  /// slot's stale entries stay stale: its next deadline has a later sequence.
  private mutating func purgeIfMostlyIdle() {
    let idleCount = assigned - pendingCount
    guard idleCount > 1024, idleCount > 2 * pendingCount, 2 * idleCount > slotIDs.count else {
      return
    }
    for (slot, id) in slotIDs.enumerated() where slotSequences[slot] == Self.idle {
      guard let id else { continue }
      setSlot(nil, of: id)
      slotIDs[slot] = nil
      freeSlots.append(slot)
    }
  }

  // MARK: Buckets

  /// The slot of the earliest pending deadline: the first bucket's first entry that isn't
  /// stale (stale ones before it, and buckets left with none, are dropped).
  private mutating func firstSlot() -> Int? {
    while let first = dates.first {
      let bucket = first.bucket
      var head = buckets[bucket].head
      let count = buckets[bucket].entries.count
      while head < count {
        let entry = buckets[bucket].entries[head]
        if slotSequences[entry.slot] == entry.sequence {
          buckets[bucket].head = head
          return entry.slot
        }
        head += 1
        staleCount -= 1
      }
      buckets[bucket].head = head
      releaseFirstBucket()
    }
    return nil
  }

  /// Appends an entry to its date's bucket (a new bucket for a new date).
  private mutating func append(_ entry: Entry, at time: Double) {
    if let last = lastAppend, last.time == time {
      buckets[last.bucket].entries.append(entry)
      return
    }
    if let bucket = bucketAt[time] {
      buckets[bucket].entries.append(entry)
      lastAppend = Due(time: time, bucket: bucket)
      return
    }
    let bucket: Int
    if let free = freeBuckets.popLast() {
      bucket = free
      buckets[bucket].time = time
      buckets[bucket].entries.append(entry)
    } else {
      bucket = buckets.count
      buckets.append(Bucket(time: time, entries: [entry]))
    }
    bucketAt[time] = bucket
    lastAppend = Due(time: time, bucket: bucket)
    pushDate(Due(time: time, bucket: bucket))
  }

  /// Drops the earliest date's bucket (all its entries taken or stale); its storage is kept
  /// for another date.
  private mutating func releaseFirstBucket() {
    let first = dates[0]
    bucketAt[first.time] = nil
    if lastAppend?.bucket == first.bucket { lastAppend = nil }
    buckets[first.bucket].entries.removeAll(keepingCapacity: true)
    buckets[first.bucket].head = 0
    freeBuckets.append(first.bucket)
    let last = dates.removeLast()
    if !dates.isEmpty {
      dates[0] = last
      siftDownDate(0)
    }
  }

  /// Builds the buckets again from the pending deadlines once stale entries outnumber them (a
  /// deadline moved again and again to new dates), so memory stays in proportion; amortised
  /// O(1).
  private mutating func compactIfMostlyStale() {
    guard staleCount > 1024, staleCount > 2 * pendingCount else { return }
    let slots = slotSequences.indices.filter { slotSequences[$0] != Self.idle }
      .sorted { (slotTimes[$0], slotSequences[$0]) < (slotTimes[$1], slotSequences[$1]) }
    buckets.removeAll()
    freeBuckets.removeAll()
    bucketAt.removeAll()
    lastAppend = nil
    dates.removeAll()
    staleCount = 0
    for slot in slots {
      append(Entry(slot: slot, sequence: slotSequences[slot]), at: slotTimes[slot])
    }
  }

  // MARK: The heap of dates

  private mutating func pushDate(_ due: Due) {
    dates.append(due)
    var index = dates.count - 1
    while index > 0 {
      let parent = (index - 1) / 2
      guard due.time < dates[parent].time else { break }
      dates[index] = dates[parent]
      index = parent
    }
    dates[index] = due
  }

  private mutating func siftDownDate(_ start: Int) {
    var index = start
    let due = dates[index]
    let count = dates.count
    while true {
      var child = 2 * index + 1
      guard child < count else { break }
      if child + 1 < count, dates[child + 1].time < dates[child].time { child += 1 }
      guard dates[child].time < due.time else { break }
      dates[index] = dates[child]
      index = child
    }
    dates[index] = due
  }
}
