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
    #expect(pilot.engine.host.activities.all.allSatisfy { $0.activityState == .dismissed })
  }
}
