import SpacesEngine
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// While the terminal is below the minimum size, the screen says "terminal too small": a key's
/// effect couldn't be seen, so only the quit keys act.
@Suite("Keys on the \"terminal too small\" screen")
@MainActor
struct TooSmallTerminalTests {
  @Test("at 10×2, Enter, `e x` and a click change nothing; at 100×30 it is as it was")
  func keysDoNothing() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let before = pilot.screen
    let placed = pilot.state.controls.controlCenterIDs
    let values = pilot.state.controls.map(\.displayed)
    await pilot.resize(width: 10, height: 2)
    #expect(pilot.session.loop.isTooSmall)
    await pilot.press(.enter)
    await pilot.press(.character("e"), .character("x"), .character("2"), .character("/"))
    pilot.session.loop.handle(.terminal(.mouse(MouseEvent(x: 1, y: 0, kind: .press))))
    await pilot.advance(by: 0.5)
    #expect(pilot.state.controls.controlCenterIDs == placed, "nothing removed")
    #expect(pilot.state.controls.map(\.displayed) == values, "nothing toggled")
    #expect(!pilot.state.editMode.isEditing)
    #expect(pilot.state.navigation.presentations.isEmpty)
    #expect(!pilot.state.quitRequested)
    await pilot.resize(width: 100, height: 30)
    #expect(!pilot.session.loop.isTooSmall)
    #expect(pilot.screen == before)
  }

  @Test(
    "q and Ctrl-C still quit, even over a text field",
    arguments: [KeyEvent.character("q"), .control("c")])
  func quitKeysQuit(key: KeyEvent) async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("/"))  // the Siri bar: here "q" is a letter
    await pilot.resize(width: 30, height: 10)
    await pilot.press(key)
    #expect(pilot.state.quitRequested)
  }
}
