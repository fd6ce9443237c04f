import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// Whole-screen frames of each space, at two sizes, with the timer stopped and running.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter GoldenFrameTests`, then read
/// every changed file.
@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
  struct Scenario: CustomTestStringConvertible, Sendable {
    var space: Space
    var width: Int
    var height: Int
    var running: Bool
    var name: String { "\(space.rawValue)-\(width)x\(height)-\(running ? "running" : "stopped")" }
    var testDescription: String { name }
  }

  nonisolated static let scenarios: [Scenario] = Space.allCases.flatMap { space in
    [(100, 30), (60, 20)].flatMap { size in
      [false, true].map { Scenario(space: space, width: size.0, height: size.1, running: $0) }
    }
  }

  @Test(arguments: scenarios)
  func frame(_ scenario: Scenario) async throws {
    let pilot = try await Pilot(size: TerminalSize(width: scenario.width, height: scenario.height))
    defer { pilot.close() }
    if scenario.running {
      await pilot.press(.enter)
      await pilot.advance(by: 61)
    }
    await pilot.press(.character(scenario.space.key))
    let frame = pilot.frame
    #expect(frame.width == scenario.width && frame.height == scenario.height)
    GoldenFrame.assertMatches(frame.text, named: scenario.name)
  }

  @Test("the Action button hint and the Dynamic Island result")
  func actionButtonHintAndIsland() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("3 Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "action-button-hint")
    try await pilot.type("wait:300ms Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "action-button-island")
  }

  @Test("help overlay, inspector, and a terminal that is too small")
  func overlays() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("i"))
    GoldenFrame.assertMatches(pilot.screen, named: "inspector")
    await pilot.press(.character("i"), .character("?"))
    GoldenFrame.assertMatches(pilot.screen, named: "help")
    await pilot.resize(width: 40, height: 10)
    GoldenFrame.assertMatches(pilot.screen, named: "too-small")
  }

  @Test("at 80×24 the help shows its keys in two columns and ↑↓ scroll to the last ones")
  func smallHelp() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    await pilot.press(.character("?"))
    GoldenFrame.assertMatches(pilot.screen, named: "help-80x24")
    let limit = HelpLayout(size: pilot.state.size).maxScroll
    for _ in 0..<(limit + 3) { await pilot.press(.down) }
    #expect(pilot.state.navigation.helpScroll == limit, "kept within the rows")
    GoldenFrame.assertMatches(pilot.screen, named: "help-80x24-scrolled")
    await pilot.press(.up)
    #expect(pilot.state.navigation.helpScroll == limit - 1)
    await pilot.press(.character("x"))
    #expect(!pilot.state.showsHelp, "any other key closes it")
  }

  @Test("the Work and Violin timers run on their own, each with its Live Activity")
  func twoTimers() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    // Start Work, then Violin ten minutes later.
    try await pilot.type("Enter wait:10m Right Enter wait:61s")
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-two-timers")
    try await pilot.type("2")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-two-timers")
  }

  @Test("a timer deleted from the app leaves its control not configured, saying why")
  func deletedTimer() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-golden-\(UUID().uuidString)", isDirectory: true)
    let group = directory.appendingPathComponent("containers/group.com.apple.Productivity")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data(#"{"timers":[{"id":"work","interval":1500,"name":"Work"}],"version":1}"#.utf8)
      .write(to: group.appendingPathComponent("timers.json"))
    let pilot = try await Pilot(stateDirectory: directory)
    defer { pilot.close() }
    // Violin, beside Work.
    await pilot.press(.right)
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-not-configured")
  }

  @Test("ASCII glyphs when the locale is not UTF-8")
  func ascii() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 60, height: 20), asciiOnly: true)
    defer { pilot.close() }
    await pilot.press(.enter)
    GoldenFrame.assertMatches(pilot.screen, named: "control-center-ascii")
    #expect(pilot.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
