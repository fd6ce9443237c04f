import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
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
