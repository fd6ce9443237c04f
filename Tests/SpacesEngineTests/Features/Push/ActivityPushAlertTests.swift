import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: a Live Activity push's alert (spaces push --alert)")
struct ActivityPushAlertTests {
  @Test("a push's alert lights the Lock Screen banner for 4 s (the island: reducer-tested)")
  func alertFromPush() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    let answers = PushAnswers()
    let update = ActivityPushUpdate(
      activity: "activity-1",
      contentState: ActivityPushTests.timerState(from: pilot.now, minutes: 3),
      alert: ("Tea", "Nearly ready"))
    pilot.engine.send(.push(.deliver(.activity(update), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(pilot.state.activityAlerts.current?.title == "Tea")
    #expect(
      pilot.state.island.expanded == nil,
      "the timer's ActivityConfiguration builds no Dynamic Island: nothing to expand")
    #expect(pilot.screen.contains("Tea · Nearly ready"), "\(pilot.screen)")
    await pilot.advance(by: 4)
    #expect(pilot.state.activityAlerts.current == nil)
    #expect(!pilot.screen.contains("Nearly ready"))
  }
}
