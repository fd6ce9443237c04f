import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// The interactive loop's timers under the user's clock: scaled waits, nothing while paused.
@MainActor
@Suite struct WakeTimerClockTests {
  @Test("a paused clock arms no wakeups; resuming re-arms them; the speed scales real waits")
  func pausedClockSleeps() async throws {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 1)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-wake-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = Engine(
      apps: SampleCatalog.apps, clock: clock, stateDirectory: directory, mode: .manual)
    let loop = DashboardLoop(
      engine: engine, terminal: HeadlessTerminal(), theme: try ThemeLoader.defaultTheme(),
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false, pacing: .immediate)
    loop.handle(.terminal(.resize(width: 100, height: 30)))
    engine.start(apps: SampleCatalog.apps)
    await engine.settle()
    loop.renderIfNeeded()
    let timers = WakeTimerSource()
    loop.start([timers])
    defer { loop.stop() }
    #expect(timers.armedDates.redraw != nil, "the status bar clock's minute")
    loop.handle(.terminal(.key(.character("p"))))
    loop.renderIfNeeded()
    #expect(timers.armedDates.redraw == nil && timers.armedDates.deadline == nil)
    loop.handle(.terminal(.key(.character("p"))))
    loop.renderIfNeeded()
    #expect(timers.armedDates.redraw != nil, "resumed: the minute redraw is armed again")
    loop.handle(.terminal(.key(.character("]"))))
    #expect(clock.realDelay(until: clock.now() + 60) == 30, "2×: a minute is 30 s of real time")
    loop.handle(.terminal(.key(.enter)))
    await engine.settle()
    loop.handle(.terminal(.key(.character("i"))))
    let deadline = try #require(engine.nextDeadline)
    let inspector = loop.compose().text
    #expect(!inspector.contains("next event none"), "the timer's end is scheduled")
    #expect(inspector.contains("next event "))
    #expect(deadline > clock.now())
  }

  @Test("a toast's end is armed on the presentation clock: unscaled, and while paused")
  func toastEndsWhilePaused() async throws {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 1)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-wake-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = Engine(apps: [], clock: clock, stateDirectory: directory, mode: .manual)
    let loop = DashboardLoop(
      engine: engine, terminal: HeadlessTerminal(), theme: try ThemeLoader.defaultTheme(),
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false, pacing: .immediate)
    loop.handle(.terminal(.resize(width: 100, height: 30)))
    let timers = WakeTimerSource()
    loop.start([timers])
    defer { loop.stop() }
    #expect(timers.armedPresentationDeadline == nil, "no toast: nothing armed")
    loop.handle(.terminal(.key(.character("]"))))
    loop.handle(.terminal(.key(.character("]"))))
    loop.handle(.terminal(.key(.character("p"))))
    #expect(clock.isPaused)
    let end = try #require(timers.armedPresentationDeadline, "armed while paused")
    #expect(end == base.now() + ToastFeature.duration, "in real seconds, at 5×")
    #expect(engine.nextPresentationDeadline == end)
    // Real time passes to the toast's end: it goes, though simulated time stood still.
    base.advance(by: ToastFeature.duration)
    loop.handle(.deadlines)
    #expect(engine.state.toast.current == nil)
    #expect(engine.nextPresentationDeadline == nil, "nothing to arm once it is gone")
  }
}
