import Foundation
import SpacesKit
import Testing

/// ActivityKit's async sequences: app code that iterates `contentUpdates`,
/// `activityStateUpdates`, `pushTokenUpdates` and `activityUpdates` hears each change once, in
/// order, and the sequences end when the activity is dismissed.
@Suite("Activity: content, state and token updates as async sequences")
struct ActivityUpdatesTests {
  @Test("contentUpdates yields each new content, then ends when the activity is dismissed")
  func contentUpdates() async throws {
    let test = TestHost()
    let activity = try test.request("Tea", remaining: 300)
    let updates = activity.contentUpdates
    let host = test.host
    await host.run {
      await activity.update(ActivityContent(state: .init(remaining: 200), staleDate: nil))
      await activity.update(ActivityContent(state: .init(remaining: 200), staleDate: nil))
      await activity.end(
        ActivityContent(state: .init(remaining: 0), staleDate: nil), dismissalPolicy: .immediate)
    }
    host.activities.dismiss(id: activity.id)
    var seen: [Int] = []
    for await content in updates { seen.append(content.state.remaining) }
    #expect(seen == [200, 0], "the same content twice is one change; the sequence ended")
    #expect(host.activities.observers.count == 0, "the observer is gone")
  }

  @Test("activityStateUpdates: stale, active again, ended, dismissed")
  func stateUpdates() async throws {
    let test = TestHost()
    let activity = try test.request("Tea", remaining: 300, staleAfter: 60)
    let updates = activity.activityStateUpdates
    let host = test.host
    test.advance(by: 61)
    host.activities.markStale(id: activity.id)
    await host.run {
      await activity.update(ActivityContent(state: .init(remaining: 100), staleDate: nil))
      await activity.end(nil)
    }
    host.activities.dismiss(id: activity.id)
    var seen: [ActivityState] = []
    for await state in updates { seen.append(state) }
    #expect(seen == [.stale, .active, .ended, .dismissed])
  }

  @Test("a .token activity has a push token at once; one without has none")
  func pushTokens() async throws {
    let test = TestHost()
    let pushed = try test.host.runSync {
      try Activity.request(
        attributes: CountdownAttributes(name: "Bus"),
        content: ActivityContent(state: .init(remaining: 9), staleDate: nil), pushType: .token)
    }
    let plain = try test.request("Tea", remaining: 300)
    let token = try #require(pushed.pushToken)
    #expect(token.count == 16)
    #expect(plain.pushToken == nil)
    var iterator = pushed.pushTokenUpdates.makeAsyncIterator()
    #expect(await iterator.next() == token)
    let start = try #require(Activity<CountdownAttributes>.pushToStartToken)
    #expect(start.count == 16)
    #expect(start != Activity<First.Attributes>.pushToStartToken, "one token per type")
  }

  @Test("activityUpdates yields the activities of its type as they start")
  func activityUpdates() async throws {
    let test = TestHost()
    let updates = test.host.runSync { Activity<CountdownAttributes>.activityUpdates }
    _ = try test.host.runSync {
      try Activity.request(
        attributes: First.Attributes(),
        content: ActivityContent(state: .init(count: 1), staleDate: nil))
    }
    let tea = try test.request("Tea", remaining: 300)
    var iterator = updates.makeAsyncIterator()
    let first = await iterator.next()
    #expect(first?.id == tea.id, "another type's activity isn't listed")
    #expect(first?.attributes.name == "Tea")
  }
}
