import Foundation
import SpacesKit
import Testing

/// `Activity.update(_:alertConfiguration:)` leaves the alert for the engine, once.
@Suite("AlertConfiguration")
struct AlertConfigurationTests {
  @Test("an update's alert is kept with the activity until the engine takes it")
  func keptUntilTaken() async throws {
    let test = TestHost()
    let activity = try test.request("Pizza", remaining: 20)
    await test.host.run {
      await activity.update(
        ActivityContent(state: .init(remaining: 5), staleDate: nil),
        alertConfiguration: AlertConfiguration(
          title: "Almost there", body: "5 minutes away", sound: .named("chime.caf")))
    }
    let alert = test.host.activities.takeAlert(id: activity.id)
    #expect(alert?.title == "Almost there")
    #expect(alert?.body == "5 minutes away")
    #expect(alert?.sound == "chime.caf")
    #expect(test.host.activities.takeAlert(id: activity.id) == nil, "taken once")
    #expect(activity.content.state.remaining == 5)
    await test.host.run {
      await activity.update(ActivityContent(state: .init(remaining: 4), staleDate: nil))
    }
    #expect(test.host.activities.takeAlert(id: activity.id) == nil, "no alert, none kept")
  }
}
