import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: the Action button")
struct ActionButtonTests {
  @Test("a press shows the synthesized hint; it times out after 2 s and nothing runs")
  func hintTimesOut() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("3"), .enter)
    #expect(pilot.state.actionButton.hint?.text == "Hold to Start")
    await pilot.advance(by: 1.9)
    #expect(pilot.state.actionButton.hint != nil)
    await pilot.advance(by: 0.1)
    #expect(pilot.state.actionButton.hint == nil)
    #expect(pilot.eventLines.last == "hint timed out: cancelled")
    #expect(pilot.control("TimerToggle")?.displayed.isOn == false)
  }

  @Test("a second press while the hint shows performs; the island shows the result")
  func secondPressPerforms() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("3 Enter wait:300ms Enter")
    #expect(pilot.state.actionButton.hint == nil)
    #expect(pilot.control("TimerToggle")?.displayed.valueText == "Running")
    guard case .result(let id, let until) = pilot.state.actionButton.island else {
      Issue.record("island shows \(String(describing: pilot.state.actionButton.island))")
      return
    }
    #expect(id == pilot.control("TimerToggle")?.id)
    #expect(until == pilot.now + 3)
    // Now the timer runs: the hint is "Hold to Stop".
    try await pilot.type("wait:1s Enter")
    #expect(pilot.state.actionButton.hint?.text == "Hold to Stop")
    await pilot.advance(by: 3)
    #expect(pilot.state.actionButton.island == nil)
  }

  @Test("holding (auto-repeat for half a second) performs exactly once")
  func holdPerformsOnce() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("3"))
    var performed: [Double] = []
    for step in 0..<30 {  // 1.5 s of auto-repeat every 50 ms
      await pilot.press(.enter)
      if pilot.control("TimerToggle")?.displayed.isOn == true, performed.isEmpty {
        performed.append(Double(step) * 0.05)
      }
      await pilot.advance(by: 0.05)
    }
    #expect(performed.count == 1)
    #expect((0.5...0.55).contains(performed[0]), "performed after about half a second of holding")
    #expect(pilot.eventLines.filter { $0 == "perform Productivity Timer" }.count == 1)
    #expect(pilot.control("TimerToggle")?.displayed.isOn == true)
    // After release (a gap), a new press shows the hint again.
    try await pilot.type("wait:500ms Enter")
    #expect(pilot.state.actionButton.hint?.text == "Hold to Stop")
  }
}
