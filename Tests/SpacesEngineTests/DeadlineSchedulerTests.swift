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
}
