import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: Live Activities turned off (--live-activities-off)")
struct LiveActivitiesSwitchTests {
  @Test("turned off, the running activity ends and leaves the Lock Screen; the app is told")
  func turnedOff() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    #expect(pilot.screen.contains("Work Timer"))
    pilot.engine.setLiveActivitiesEnabled(false)
    await pilot.advance(by: 0)
    #expect(pilot.state.activities.isEmpty)
    #expect(!pilot.screen.contains("Work Timer"), "\(pilot.screen)")
    #expect(pilot.engine.host.activities.all.isEmpty)
    #expect(
      pilot.eventLines.contains(
        "Live Activities turned off: Activity.request throws .denied, running ones end"))
    let enabled = pilot.engine.host.runSync { ActivityAuthorizationInfo().areActivitiesEnabled }
    #expect(!enabled)
    pilot.engine.setLiveActivitiesEnabled(true)
    #expect(pilot.engine.host.runSync { ActivityAuthorizationInfo().areActivitiesEnabled })
  }
}
