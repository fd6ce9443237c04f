import Foundation
import SampleApps
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: the clock keys (pause, speed, jump to the next event)")
struct ClockControlTests {
  @Test("a scalable clock runs at its speed, stands still when paused, and never jumps back")
  func scalableClock() {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 60)
    let start = clock.now()
    base.advance(by: 1)
    #expect(clock.now() == start + 60)
    #expect(clock.realDelay(until: start + 120) == 1, "60 simulated seconds are 1 real second")
    clock.setPaused(true)
    base.advance(by: 10)
    #expect(clock.now() == start + 60, "paused: time stands still")
    #expect(clock.realDelay(until: start + 120) == nil, "paused: nothing to wake for")
    clock.setPaused(false)
    base.advance(by: 1)
    #expect(clock.now() == start + 120, "resumed where it stood, at the same speed")
    clock.setSpeed(2)
    base.advance(by: 1)
    #expect(clock.now() == start + 122, "a new speed applies from the change, no jump")
    clock.jump(to: start + 1000)
    #expect(clock.now() == start + 1000)
    clock.jump(to: start)
    #expect(clock.now() == start + 1000, "never backwards")
    clock.setSpeed(0)
    clock.setSpeed(-.infinity)
    #expect(clock.speed == 2, "a non-positive speed is ignored")
  }

  @Test("app code's Date.now is the engine's clock: virtual, scaled, paused and jumped")
  func appCodeReadsTheEngineClock() throws {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 60)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-date-now-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = Engine(apps: [], clock: clock, stateDirectory: directory, mode: .manual)
    #if os(Linux)
      #expect(engine.host.runSync { Date.now } == VirtualClock.keynote)
      base.advance(by: 2)
      #expect(engine.host.runSync { Date() } == VirtualClock.keynote + 120, "60× speed")
      clock.setPaused(true)
      base.advance(by: 10)
      #expect(engine.host.runSync { Date.now } == VirtualClock.keynote + 120, "paused")
      clock.jump(to: VirtualClock.keynote + 3600)
      #expect(engine.host.runSync { Date.now } == VirtualClock.keynote + 3600, "after a jump")
    #endif
    #expect(engine.host.runSync { SystemHost.current.now() } == clock.now())
  }

  @Test("[ and ] step through the speed ladder, stopping at its ends")
  func speedLadder() {
    let clock = ScalableClock(base: VirtualClock(), speed: 1)
    clock.stepSpeed(by: 1)
    #expect(clock.speed == 2)
    clock.stepSpeed(by: -1)
    clock.stepSpeed(by: -1)
    #expect(clock.speed == 0.5)
    for _ in 0..<20 { clock.stepSpeed(by: -1) }
    #expect(clock.speed == 0.25)
    for _ in 0..<20 { clock.stepSpeed(by: 1) }
    #expect(clock.speed == 3600)
    let odd = ScalableClock(base: VirtualClock(), speed: 45)
    odd.stepSpeed(by: 1)
    #expect(odd.speed == 60, "a speed off the ladder steps to the next one on it")
    #expect(ClockRate(speed: 60, isPaused: false).label(ascii: false) == "60×")
    #expect(ClockRate(speed: 0.25, isPaused: true).label(ascii: true) == "paused 0.25x")
  }

  @Test("a speed too large for an Int labels without trapping (it used Int(speed))")
  func hugeSpeedLabel() {
    #expect(ClockRate(speed: 9.3e18, isPaused: false).label(ascii: true) == "9.3e+18x")
    #expect(ClockRate(speed: 1e308, isPaused: false).label(ascii: false) == "1e+308×")
    #expect(ClockRate(speed: 1_000_000, isPaused: false).label(ascii: true) == "1000000x")
  }

  @Test("p, [ and ] change the dashboard's scalable clock; the status bar shows the speed")
  func keysChangeTheClock() async throws {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 1)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-clock-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = Engine(apps: [], clock: clock, stateDirectory: directory, mode: .manual)
    let loop = DashboardLoop(
      engine: engine, terminal: HeadlessTerminal(), theme: try ThemeLoader.defaultTheme(),
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false, pacing: .immediate)
    loop.handle(.terminal(.resize(width: 100, height: 30)))
    var wakeChanges = 0
    engine.onDeadlinesChanged = { wakeChanges += 1 }
    let statusBar = { loop.compose().text.components(separatedBy: "\n")[0] }
    #expect(!statusBar().contains("×"), "at 1× the status area shows no clock")
    loop.handle(.terminal(.key(.character("]"))))
    loop.handle(.terminal(.key(.character("]"))))
    #expect(clock.speed == 5)
    #expect(statusBar().hasSuffix(" 5× "))
    #expect(wakeChanges == 4, "each change re-arms the wake timers, and so does its toast's end")
    #expect(engine.state.toast.current?.message == .text("Clock speed 5×"))
    #expect(engine.nextPresentationDeadline != nil, "the toast's end, on the presentation clock")
    loop.handle(.terminal(.key(.character("p"))))
    #expect(clock.isPaused)
    #expect(statusBar().hasSuffix(" ⏸ 5× "))
    #expect(
      engine.state.toast.current?.message == .text("Clock paused: simulated time stands still"))
    let paused = clock.now()
    base.advance(by: 60)
    #expect(clock.now() == paused)
    loop.handle(.terminal(.key(.character("["))))
    #expect(clock.speed == 2 && clock.isPaused, "the speed changes while paused, still paused")
    loop.handle(.terminal(.key(.character("p"))))
    base.advance(by: 3)
    #expect(clock.now() == paused + 6)
    loop.handle(.terminal(.key(.character("i"))))
    #expect(loop.compose().text.contains("simulated 2×"), "the inspector names the speed")
    #expect(loop.compose().text.contains("next event none (. jumps)"))
    loop.handle(.terminal(.key(.character("."))))
    #expect(engine.state.toast.current?.message == .text("No scheduled event to jump to"))
  }

  @Test("under the virtual clock, p and [ ] say why they do nothing")
  func virtualClockNotice() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("]"))
    #expect(
      pilot.state.toast.current?.message == .text("The virtual clock moves only when advanced"))
  }

  @Test(". jumps to the earliest deadline and fires it: the Live Activity's timer moves on")
  func jumpToNextEvent() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    let start = pilot.now
    #expect(pilot.screen.contains("Work Timer") && pilot.screen.contains("25:00"))
    let deadline = try #require(pilot.engine.nextDeadline)
    #expect(deadline == start + 25 * 60, "the timer's end is the next event")
    await pilot.press(.character("."))
    #expect(pilot.now == deadline)
    #expect(!pilot.screen.contains("Work Timer"), "the timer ended and its activity with it")
    #expect(pilot.eventLines.contains("wake timer.work.end"))
    #expect(pilot.control("TimerToggle")?.displayed.valueText == "Stopped")
  }
}
