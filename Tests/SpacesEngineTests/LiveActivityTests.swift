import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: Live Activities")
struct LiveActivityTests {
  @Test("starting the timer starts a Live Activity that counts down on the Lock Screen")
  func countdown() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    #expect(pilot.state.activities.count == 1)
    let activity = try #require(pilot.state.activities.first)
    #expect(activity.liveDateEnds == [pilot.now + 25 * 60])
    #expect(pilot.screen.contains("25:00"))
    #expect(
      pilot.engine.pendingDeadlines.contains { $0.id == .secondTick && $0.date == pilot.now + 1 })
    await pilot.advance(by: 1)
    #expect(pilot.screen.contains("24:59"))
    await pilot.advance(by: 90)
    #expect(pilot.screen.contains("23:29"))
    await pilot.advance(by: 23 * 60 + 29)
    #expect(pilot.screen.contains("0:00"))
    #expect(
      !pilot.engine.pendingDeadlines.contains { $0.id == .secondTick }, "no ticks after the end")
    #expect(pilot.eventLines.contains("activity activity-1 stale"))
  }

  @Test("seconds tick only while a countdown is visible; Control Center wakes once a minute")
  func ticksOnlyWhenVisible() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    #expect(!pilot.engine.pendingDeadlines.contains { $0.id == .secondTick })
    #expect(pilot.engine.pendingDeadlines.contains { $0.id == .minuteTick })
    await pilot.press(.character("2"))
    #expect(
      Set(pilot.engine.pendingDeadlines.map(\.id)) == [
        .minuteTick, .secondTick, .activityStale("activity-1"),
      ])
  }

  @Test("stopping the timer ends its Live Activity")
  func stopEnds() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    await pilot.press(.enter)
    #expect(pilot.state.activities.isEmpty)
    #expect(pilot.engine.host.activities.all.isEmpty, "dismissed activities are pruned")
  }
}

@MainActor
@Suite("Idle means asleep")
struct IdleTests {
  @Test("ten idle minutes in Control Center wake the engine ten times: the status-bar clock")
  func idleControlCenter() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let before = pilot.engine.deadlinesFired
    await pilot.advance(by: 600)
    #expect(pilot.engine.deadlinesFired - before == 10)
    #expect(pilot.engine.pendingDeadlines.map(\.id) == [.minuteTick])
  }

  @Test("a visible countdown ticks once a second, and stops ticking when hidden")
  func countdownTicks() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    let before = pilot.engine.deadlinesFired
    await pilot.advance(by: 60)
    // 60 wakeups: at 09:42:00 the minute tick and the countdown share one wakeup.
    #expect(pilot.engine.deadlinesFired - before == 60)
    await pilot.press(.character("1"))
    let hidden = pilot.engine.deadlinesFired
    await pilot.advance(by: 60)
    #expect(pilot.engine.deadlinesFired - hidden == 1)
  }
}
