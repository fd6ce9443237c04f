import Foundation
import SpacesKit
import Testing

/// Live Activities turned off, as a person does in Settings: requests are denied, running
/// activities end, and `ActivityAuthorizationInfo` and its updates say so.
@Suite("ActivityAuthorizationInfo")
struct ActivityAuthorizationInfoTests {
  @Test("on by default; off: request throws .denied, running ones end, the update yields false")
  func turnedOff() async throws {
    let test = TestHost()
    let info = test.host.runSync { ActivityAuthorizationInfo() }
    #expect(info.areActivitiesEnabled)
    #expect(!info.frequentPushesEnabled)
    let running = try test.request("Work", remaining: 25)
    let updates = info.activityEnablementUpdates
    let ended = test.host.activities.setActivitiesEnabled(false)
    #expect(ended == [running.id])
    #expect(!info.areActivitiesEnabled)
    #expect(running.activityState == .dismissed)
    #expect(throws: ActivityAuthorizationError.denied) {
      try test.request("Break", remaining: 5)
    }
    #expect(test.host.activities.setActivitiesEnabled(false).isEmpty, "already off")
    _ = test.host.activities.setActivitiesEnabled(true)
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next() == false)
    #expect(await iterator.next() == true)
    #expect(throws: Never.self) { try test.request("Break", remaining: 5) }
  }
}
