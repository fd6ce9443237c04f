import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// The run loop and entry animations: an entry change on the Home Screen makes the loop ask
/// for animation frames (on the virtual clock's own time in scripted runs), and none once the
/// animation ended.
@MainActor
@Suite struct AnimationLoopTests {
  @Test("the Game widget's hourly entry animates, then the loop asks for no more frames")
  func entryChangeAnimates() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-anim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = await ScriptedSession(
      apps: SampleCatalog.appsWithWidgets, stateDirectory: directory,
      size: TerminalSize(width: 100, height: 40), theme: try ThemeLoader.defaultTheme())
    await session.press(.character("4"))
    #expect(session.loop.nextAnimationFrame == nil, "nothing animates at first")
    let widget = try #require(
      session.state.widgets.homeScreen.first { $0.entries.count > 1 && $0.current == 0 })
    let change = widget.entries[1].date
    await session.advance(by: change.timeIntervalSince(session.clock.now()))
    let changed = try #require(session.state.widgets.instances[widget.id])
    #expect(changed.current == 1)
    #expect(changed.transition?.startedAt == change)
    let frame = try #require(session.loop.nextAnimationFrame, "the change asks for frames")
    #expect(frame > change && frame <= change.addingTimeInterval(2))
    // Mid-animation the changed cells are dimmed (the default cross-fade), afterwards not.
    func dimmedCells() -> Int {
      session.frame().cells.filter { $0.style.attributes.contains(.dim) }.count
    }
    let during = dimmedCells()
    await session.advance(by: 2)
    #expect(session.loop.nextAnimationFrame == nil, "idle again after the animation")
    #expect(during > dimmedCells())
  }
}

/// Animations run on the presentation clock: with simulated time paused, a widget's entry
/// change still arms animation frames, measured on the unscaled base clock.
@MainActor
@Suite struct AnimationPresentationClockTests {
  @Test("paused simulated time: an entry change arms animation frames on the base clock")
  func pausedClockAnimates() async throws {
    let base = VirtualClock()
    let clock = ScalableClock(base: base, speed: 3600)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-anim-clock-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = Engine(
      apps: SampleCatalog.appsWithWidgets, clock: clock, stateDirectory: directory,
      mode: .manual)
    let loop = DashboardLoop(
      engine: engine, terminal: HeadlessTerminal(), theme: try ThemeLoader.defaultTheme(),
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false, pacing: .immediate)
    loop.handle(.terminal(.resize(width: 100, height: 40)))
    engine.start(apps: SampleCatalog.appsWithWidgets)
    await engine.settle()
    loop.handle(.terminal(.key(.character("4"))))
    loop.handle(.terminal(.key(.character("p"))))
    loop.renderIfNeeded()
    let timers = WakeTimerSource()
    loop.start([timers])
    defer { loop.stop() }
    #expect(timers.armedAnimationFrame == nil)
    let widget = try #require(
      engine.state.widgets.homeScreen.first { $0.entries.count > 1 && $0.current == 0 })
    // Simulated time moves to the next entry (as `.` does) while the clock stays paused.
    clock.jump(to: widget.entries[1].date)
    engine.send(.deadline(.widgets(.entry(widget.id))))
    loop.renderIfNeeded()
    let transition = try #require(engine.state.widgets.instances[widget.id]?.transition)
    #expect(transition.startedAt == base.now(), "started on the base (presentation) clock")
    let frame = try #require(timers.armedAnimationFrame, "frames armed while paused")
    #expect(frame > base.now() && frame <= base.now().addingTimeInterval(2))
    #expect(timers.armedDates.redraw == nil, "the paused clock itself arms nothing")
    base.advance(by: 2)
    loop.handle(.redraw)
    #expect(timers.armedAnimationFrame == nil, "asleep again after the animation")
  }
}
