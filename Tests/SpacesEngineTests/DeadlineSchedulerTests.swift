import Foundation
import SpacesEngine
import Testing

@Suite("DeadlineScheduler")
struct DeadlineSchedulerTests {
  let t0 = Date(timeIntervalSince1970: 1000)

  @Test("empty: no pending deadline")
  func empty() {
    var scheduler = DeadlineScheduler()
    #expect(scheduler.next() == nil)
    #expect(scheduler.count == 0)
    #expect(scheduler.popDue(at: t0 + 1e9) == nil)
  }

  @Test("pops in date order; rescheduling replaces; cancel removes")
  func order() {
    var scheduler = DeadlineScheduler()
    scheduler.schedule(.actionButton(.hintExpiry), at: t0 + 2)
    scheduler.schedule(.actionButton(.islandExpiry), at: t0 + 1)
    scheduler.schedule(.runs(.timeout(RunID(1))), at: t0 + 3)
    scheduler.schedule(.actionButton(.hintExpiry), at: t0 + 5)
    scheduler.cancel(.runs(.timeout(RunID(1))))
    #expect(scheduler.count == 2)
    #expect(scheduler.popDue(at: t0) == nil)
    #expect(scheduler.popDue(at: t0 + 10) == .actionButton(.islandExpiry))
    #expect(scheduler.popDue(at: t0 + 10) == .actionButton(.hintExpiry))
    #expect(scheduler.popDue(at: t0 + 10) == nil)
    #expect(scheduler.next() == nil)
  }

  @Test("deadlines of one date come out in the order last scheduled, after earlier dates")
  func sameDate() {
    var scheduler = DeadlineScheduler()
    for number in 1...5 { scheduler.schedule(.widgets(.entry(WidgetID(number))), at: t0 + 60) }
    scheduler.schedule(.widgets(.entry(WidgetID(2))), at: t0 + 60)  // to the back of its date
    scheduler.schedule(.widgets(.entry(WidgetID(4))), at: t0 + 30)  // to an earlier date
    scheduler.cancel(.widgets(.entry(WidgetID(3))))
    var popped: [DeadlineID] = []
    while let id = scheduler.popDue(at: t0 + 60) { popped.append(id) }
    #expect(popped == [4, 1, 5, 2].map { .widgets(.entry(WidgetID($0))) })
  }

  @Test("a deadline moved again and again to new dates leaves the others in order")
  func movedOften() {
    var scheduler = DeadlineScheduler()
    for number in 1...10 {
      scheduler.schedule(.widgets(.scheduledReload(WidgetID(number))), at: t0 + Double(number))
    }
    // Each move leaves its old place behind: past 1,024 of them the queue is built again.
    for step in 0..<5000 {
      scheduler.schedule(.widgets(.entry(WidgetID(1))), at: t0 + 100 + Double(step))
    }
    scheduler.schedule(.widgets(.scheduledReload(WidgetID(7))), at: t0 + 100 + 4999)
    #expect(scheduler.count == 11)
    var popped: [DeadlineID] = []
    while let id = scheduler.popDue(at: t0 + 1e6) { popped.append(id) }
    let reloads = [1, 2, 3, 4, 5, 6, 8, 9, 10].map {
      DeadlineID.widgets(.scheduledReload(WidgetID($0)))
    }
    #expect(
      popped
        == reloads + [.widgets(.entry(WidgetID(1))), .widgets(.scheduledReload(WidgetID(7)))])
    #expect(scheduler.next() == nil)
  }
}

/// The scheduler against a plain reference model: random schedules, reschedules, cancels and
/// pops give the same deadlines in the same order (equal dates in the order last scheduled).
@Suite("DeadlineScheduler against a reference model")
struct DeadlineSchedulerModelTests {
  /// The reference: a list searched in full for every answer.
  struct Model {
    var pending: [(id: DeadlineID, date: Date, sequence: Int)] = []
    var sequence = 0

    mutating func schedule(_ id: DeadlineID, at date: Date) {
      sequence += 1
      pending.removeAll { $0.id == id }
      pending.append((id, date, sequence))
    }

    mutating func cancel(_ id: DeadlineID) { pending.removeAll { $0.id == id } }

    var sorted: [(id: DeadlineID, date: Date)] {
      pending.sorted { ($0.date, $0.sequence) < ($1.date, $1.sequence) }.map { ($0.id, $0.date) }
    }

    var first: (id: DeadlineID, date: Date)? {
      pending.min { ($0.date, $0.sequence) < ($1.date, $1.sequence) }.map { ($0.id, $0.date) }
    }

    mutating func popDue(at now: Date) -> DeadlineID? {
      guard let first, first.date <= now else { return nil }
      cancel(first.id)
      return first.id
    }
  }

  /// A small deterministic generator (the test repeats exactly).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(
    "random operations match the reference model",
    arguments: [
      (40, 10_000, false), (4000, 30_000, false), (40, 10_000, true), (3000, 30_000, true),
    ])
  func randomOperations(identifiers: Int, steps: Int, widgets: Bool) {
    let t0 = Date(timeIntervalSince1970: 1000)
    var scheduler = DeadlineScheduler()
    var model = Model()
    var random = Generator(state: 42)
    var now = t0
    for step in 0..<steps {
      // Few distinct dates: ties are frequent; few identifiers: reschedules are too; many:
      // identifiers come and go and idle ones are forgotten.
      // Widgets' deadlines (addressed by number) or others (hashed), mixed.
      let number = random.next(identifiers)
      let id: DeadlineID =
        !widgets || number % 5 == 0
        ? .runs(.timeout(RunID(number)))
        : [
          DeadlineID.widgets(.entry(WidgetID(number / 3))),
          .widgets(.scheduledReload(WidgetID(number / 3))),
          .widgets(.reloadTimeout(WidgetID(number / 3))),
        ][number % 3]
      switch random.next(10) {
      case 0..<5:
        let date = now + Double(random.next(20))
        scheduler.schedule(id, at: date)
        model.schedule(id, at: date)
      case 5, 6:
        scheduler.cancel(id)
        model.cancel(id)
      default:
        now += Double(random.next(identifiers > 100 ? 2 : 4))
        #expect(scheduler.popDue(at: now) == model.popDue(at: now), "step \(step)")
      }
      #expect(scheduler.count == model.pending.count, "step \(step)")
      let first = model.first
      #expect(scheduler.next()?.id == first?.id, "step \(step)")
      #expect(scheduler.next()?.date == first?.date, "step \(step)")
    }
    #expect(scheduler.pending.map(\.id) == model.sorted.map(\.id))
    #expect(scheduler.pending.map(\.date) == model.sorted.map(\.date))
  }

  @Test("identifiers used once go idle and are forgotten; they can come back")
  func manyIdentifiersComeAndGo() {
    let t0 = Date(timeIntervalSince1970: 1000)
    var scheduler = DeadlineScheduler()
    for round in 0..<4 {
      // 3000 runs' (or widgets') timeouts, scheduled in reverse date order, all popped in date
      // order.
      func id(_ index: Int) -> DeadlineID {
        round.isMultiple(of: 2)
          ? .runs(.timeout(RunID(index))) : .widgets(.reloadTimeout(WidgetID(index)))
      }
      for index in 0..<3000 {
        scheduler.schedule(id(index), at: t0 + Double(3000 - index))
      }
      scheduler.schedule(.actionButton(.hintExpiry), at: t0 + 1e6)
      #expect(scheduler.count == 3001, "round \(round)")
      var popped: [DeadlineID] = []
      while let id = scheduler.popDue(at: t0 + 4000) { popped.append(id) }
      #expect(popped == (0..<3000).reversed().map(id))
      #expect(scheduler.next()?.id == .actionButton(.hintExpiry))
      scheduler.cancel(.actionButton(.hintExpiry))
      #expect(scheduler.count == 0)
      #expect(scheduler.next() == nil)
    }
  }
}

@Suite("DeadlineID equality")
struct DeadlineIDEqualityTests {
  @Test("dense deadlines compare by type and index, as their values do; others by value")
  func denseAndSparse() {
    let entry = DeadlineID(WidgetsFeature.Deadline.entry(WidgetID(4)))
    #expect(entry == DeadlineID(WidgetsFeature.Deadline.entry(WidgetID(4))))
    #expect(entry != DeadlineID(WidgetsFeature.Deadline.entry(WidgetID(5))))
    #expect(entry != DeadlineID(WidgetsFeature.Deadline.scheduledReload(WidgetID(4))))
    // No dense index: compared by value.
    let stack = DeadlineID(WidgetsFeature.Deadline.stackRelevance)
    #expect(stack == DeadlineID(WidgetsFeature.Deadline.stackRelevance))
    #expect(stack != entry)
    // Another type with the same payload is never equal.
    #expect(entry != DeadlineID(ToastFeature.Deadline.expiry))
    let far = DeadlineID(WidgetsFeature.Deadline.entry(WidgetID(1 << 30)))
    #expect(far == DeadlineID(WidgetsFeature.Deadline.entry(WidgetID(1 << 30))))
    #expect(far != entry)
  }

  @Test("a dense deadline comes back as its value from its index, and as no other type")
  func denseValues() {
    let deadlines: [WidgetsFeature.Deadline] = [
      .entry(WidgetID(4)), .scheduledReload(WidgetID(4)), .reloadTimeout(WidgetID(0)),
      .stackRelevance, .entry(WidgetID(1 << 30)),
    ]
    for deadline in deadlines {
      let id = DeadlineID(deadline)
      #expect(id.as(WidgetsFeature.Deadline.self) == deadline)
      #expect(id.as(ToastFeature.Deadline.self) == nil)
      #expect(id.description == "Deadline.\(deadline)")
      var hasher = Hasher()
      id.hash(into: &hasher)
      var again = Hasher()
      DeadlineID(deadline).hash(into: &again)
      #expect(hasher.finalize() == again.finalize())
    }
  }
}
