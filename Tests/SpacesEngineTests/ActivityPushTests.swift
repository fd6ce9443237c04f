import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// What pushes' senders heard back.
final class PushAnswers: Sendable {
  let list = Mutex<[PushFeature.Answer]>([])

  var all: [PushFeature.Answer] { list.withLock { $0 } }

  func requester() -> PushFeature.Requester {
    PushFeature.Requester { answer in self.list.withLock { $0.append(answer) } }
  }
}

@MainActor
@Suite("Engine: pushes to Live Activities (spaces push --activity)")
struct ActivityPushTests {
  /// The Productivity timer's content state as JSON: Foundation's default date encoding.
  static func timerState(from start: Date, minutes: Double) -> Data {
    let end = start.addingTimeInterval(minutes * 60)
    return Data(
      """
      {"startDate": \(start.timeIntervalSinceReferenceDate), \
      "endDate": \(end.timeIntervalSinceReferenceDate)}
      """.utf8)
  }

  @Test("a push's content state is decoded into the app's type and drawn; end ends it")
  func updateThenEnd() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    #expect(pilot.screen.contains("25:00"))
    let answers = PushAnswers()
    let update = ActivityPushUpdate(
      activity: "activity-1", contentState: Self.timerState(from: pilot.now, minutes: 10),
      relevanceScore: 50)
    pilot.engine.send(.push(.deliver(.activity(update), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(pilot.screen.contains("10:00"))
    #expect(answers.all == [.deliveredToActivity("activity-1")])
    #expect(pilot.engine.host.activities.record(id: "activity-1")?.relevanceScore == 50)
    #expect(pilot.eventLines.contains { $0.contains("push → Live Activity activity-1: updated") })
    let end = ActivityPushUpdate(activity: "activity-1", ends: true, contentState: nil)
    pilot.engine.send(.push(.deliver(.activity(end), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(pilot.engine.host.activities.record(id: "activity-1")?.activityState == .ended)
    let refused = ActivityPushUpdate(
      activity: "activity-1", contentState: Self.timerState(from: pilot.now, minutes: 5))
    pilot.engine.send(.push(.deliver(.activity(refused), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(
      answers.all.last == .ignored("the Live Activity activity-1 has ended; pushes are refused"))
  }

  @Test("an unknown activity or a content state that doesn't decode: refused, nothing changes")
  func badPushes() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter, .character("2"))
    let before = pilot.screen
    let answers = PushAnswers()
    let unknown = ActivityPushUpdate(
      activity: "activity-9", contentState: Self.timerState(from: pilot.now, minutes: 1))
    let malformed = ActivityPushUpdate(
      activity: "activity-1", contentState: Data(#"{"startDate": "soon"}"#.utf8))
    for push in [unknown, malformed] {
      pilot.engine.send(.push(.deliver(.activity(push), from: answers.requester())))
    }
    await pilot.advance(by: 0)
    #expect(pilot.screen == before)
    #expect(answers.all.first == .ignored("no Live Activity activity-9"))
    guard case .ignored(let reason) = answers.all.last else {
      Issue.record("the malformed push was not refused: \(answers.all)")
      return
    }
    #expect(reason.contains("doesn't decode as TimerAttributes.ContentState"))
    #expect(reason.contains("startDate"))
  }
}
