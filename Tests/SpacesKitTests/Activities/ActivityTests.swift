import Foundation
import SpacesKit
import Synchronization
import Testing

/// A timer's Live Activity.
struct CountdownAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable, Sendable {
    var remaining: Int
  }
  var name: String
}

/// Two attributes types whose names read the same: the registry files both under
/// "Attributes", so one type's records can meet the other type's `Activity`.
enum First {
  struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable { var count: Int }
  }
}

enum Second {
  struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable { var label: String }
  }
}

/// A host with a settable clock that records what the app asks of the system.
final class TestHost: Sendable {
  /// What the host's closures share.
  final class Shared: Sendable {
    let date = Mutex(Date(timeIntervalSince1970: 1_000_000))
    let requests = Mutex<[SystemRequest]>([])
  }

  let shared = Shared()
  let host: SystemHost

  init() {
    let shared = self.shared
    host = SystemHost(
      now: { shared.date.withLock { $0 } },
      containersDirectory: FileManager.default.temporaryDirectory,
      handler: { request in shared.requests.withLock { $0.append(request) } })
  }

  var requests: [SystemRequest] { shared.requests.withLock { $0 } }

  var now: Date { shared.date.withLock { $0 } }

  func advance(by seconds: TimeInterval) { shared.date.withLock { $0 += seconds } }

  func request(_ name: String, remaining: Int, staleAfter: TimeInterval? = nil) throws
    -> Activity<CountdownAttributes>
  {
    let stale = staleAfter.map { now.addingTimeInterval($0) }
    return try host.runSync {
      try Activity.request(
        attributes: CountdownAttributes(name: name),
        content: ActivityContent(
          state: .init(remaining: remaining), staleDate: stale, relevanceScore: 5))
    }
  }

  func current() -> [Activity<CountdownAttributes>] {
    host.runSync { Activity<CountdownAttributes>.activities }
  }
}

@Suite("Live Activities: content, the current list, pruning")
struct ActivityTests {
  @Test("a requested activity is current and reports its content")
  func request() throws {
    let test = TestHost()
    let activity = try test.request("Work", remaining: 25)
    #expect(test.current().map(\.id) == [activity.id])
    #expect(activity.activityState == .active)
    #expect(activity.content.state.remaining == 25)
    #expect(activity.content.relevanceScore == 5)
    #expect(test.requests == [.activityChanged(id: activity.id)])
  }

  @Test("an ended activity stays on screen for a minute but is no longer current")
  func endedIsNotCurrent() async throws {
    let test = TestHost()
    let work = try test.request("Work", remaining: 25)
    let violin = try test.request("Violin", remaining: 10)
    await work.end(ActivityContent(state: .init(remaining: 0), staleDate: nil))
    #expect(work.activityState == .ended)
    #expect(test.current().map(\.id) == [violin.id])
    let record = try #require(test.host.activities.record(id: work.id))
    #expect(record.dismissalDate == test.now.addingTimeInterval(60))
    #expect(work.content.state.remaining == 0)
  }

  @Test("dismissing prunes the record; the activity keeps its last content, no crash")
  func dismissPrunes() async throws {
    let test = TestHost()
    let activity = try test.request("Work", remaining: 25)
    await activity.update(ActivityContent(state: .init(remaining: 12), staleDate: nil))
    #expect(activity.content.state.remaining == 12)
    await activity.end(nil, dismissalPolicy: .immediate)
    #expect(activity.activityState == .dismissed)
    #expect(test.current().isEmpty)
    #expect(test.host.activities.record(id: activity.id) != nil, "the engine hasn't seen it yet")

    test.host.activities.dismiss(id: activity.id)
    #expect(test.host.activities.all.isEmpty)
    #expect(test.host.activities.record(id: activity.id) == nil)
    #expect(activity.activityState == .dismissed)
    #expect(activity.content.state.remaining == 12)
    await activity.update(ActivityContent(state: .init(remaining: 1), staleDate: nil))
    #expect(test.host.activities.all.isEmpty, "an update after dismissal brings nothing back")
  }

  @Test("records of another type with the same name are skipped, not force-cast")
  func otherTypes() throws {
    let test = TestHost()
    _ = try test.host.runSync {
      try Activity.request(
        attributes: First.Attributes(),
        content: ActivityContent(state: .init(count: 1), staleDate: nil))
    }
    let seen = test.host.runSync { Activity<Second.Attributes>.activities }
    #expect(seen.isEmpty)
    #expect(test.host.runSync { Activity<First.Attributes>.activities }.count == 1)
  }

  @Test("a dismissal date is honoured up to four hours after the end")
  func dismissalAfter() async throws {
    let test = TestHost()
    let soon = try test.request("Soon", remaining: 1)
    let late = try test.request("Late", remaining: 1)
    await soon.end(nil, dismissalPolicy: .after(test.now.addingTimeInterval(600)))
    await late.end(nil, dismissalPolicy: .after(test.now.addingTimeInterval(24 * 3600)))
    #expect(test.host.activities.record(id: soon.id)?.dismissalDate == test.now + 600)
    #expect(test.host.activities.record(id: late.id)?.dismissalDate == test.now + 4 * 3600)
  }

  @Test("an active activity past its stale date is stale, and still current")
  func stale() throws {
    let test = TestHost()
    let activity = try test.request("Work", remaining: 25, staleAfter: 60)
    #expect(activity.activityState == .active)
    test.advance(by: 60)
    #expect(activity.activityState == .stale)
    #expect(test.current().map(\.id) == [activity.id])
  }
}
