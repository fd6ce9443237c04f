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
    let activity = try #require(pilot.state.activities.values.first)
    #expect(activity.liveDateEnds == [pilot.now + 25 * 60])
    #expect(pilot.screen.contains("25:00"))
    #expect(pilot.nextRedraw == pilot.now + 1, "the visible countdown redraws each second")
    await pilot.advance(by: 1)
    #expect(pilot.screen.contains("24:59"))
    await pilot.advance(by: 90)
    #expect(pilot.screen.contains("23:29"))
    await pilot.advance(by: 23 * 60 + 28)
    #expect(pilot.screen.contains("0:01"))
    // The interval ends: the app (its wake) stops the timer, ends the activity, reloads.
    await pilot.advance(by: 1)
    #expect(!pilot.screen.contains("Work Timer"))
    let minute = (pilot.now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60
    #expect(
      pilot.nextRedraw == Date(timeIntervalSince1970: minute),
      "after the end only the clock's minute redraws")
    let lines = pilot.eventLines
    let wake = try #require(lines.firstIndex(of: "wake timer.work.end"))
    let ended = try #require(lines.firstIndex(of: "activity activity-1 ended"))
    let reload = try #require(lines.lastIndex(of: "reload TimerToggle cause=app"))
    #expect(wake < ended && wake < reload)
    #expect(pilot.state.activities.isEmpty)
    #expect(pilot.engine.host.activities.all.isEmpty)
    #expect(pilot.control("TimerToggle")?.displayed.valueText == "Stopped")
    #expect(pilot.engine.pendingDeadlines.isEmpty)
  }

  @Test("seconds redraw only while a countdown is visible; Control Center redraws each minute")
  func ticksOnlyWhenVisible() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    #expect(pilot.nextRedraw == pilot.now + 60, "09:41:00 → the clock's next minute")
    #expect(
      pilot.engine.pendingDeadlines.map(\.id) == [
        .activities(.stale("activity-1")), .appWakes(.wake("timer.work.end")),
      ],
      "the engine keeps only the activity's stale date and the app's end-of-interval wake")
    await pilot.press(.character("2"))
    #expect(pilot.nextRedraw == pilot.now + 1)
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
  @Test("ten idle minutes in Control Center: no engine deadline, ten redraws for the clock")
  func idleControlCenter() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let before = pilot.engine.deadlinesFired
    let redraws = await pilot.advanceCountingRedraws(by: 600)
    #expect(pilot.engine.deadlinesFired - before == 0)
    #expect(redraws == 10)
    #expect(pilot.engine.pendingDeadlines.isEmpty)
  }

  @Test("a visible countdown ticks once a second, and stops ticking when hidden")
  func countdownTicks() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    // 60 redraws: at 09:42:00 the minute and the countdown share one.
    #expect(await pilot.advanceCountingRedraws(by: 60) == 60)
    await pilot.press(.character("1"))
    #expect(await pilot.advanceCountingRedraws(by: 60) == 1)
  }
}
