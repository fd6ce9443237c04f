import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// Golden frames of the configuration form. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter ConfigurationFormGoldenTests`, then read them.
@MainActor
@Suite("Golden frames: the configuration form")
struct ConfigurationFormGoldenTests {
  @Test("the Work timer's form: its Timer picker open on the suggested timers, Violin chosen")
  func timerForm() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("c Enter Down")
    GoldenFrame.assertMatches(pilot.screen, named: "configuration-form-picker")
    try await pilot.type("Enter Down")
    GoldenFrame.assertMatches(pilot.screen, named: "configuration-form-edited")
    #expect(pilot.screen.contains("Timer             Violin ▾"))
    #expect(pilot.screen.contains("Start and stop the Violin timer"), "the summary, filled")
  }
}
