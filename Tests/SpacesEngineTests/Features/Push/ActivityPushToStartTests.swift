import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: push-to-start (spaces push --start)")
struct ActivityPushToStartTests {
  private let attributes = Data(#"{"timerName": "Tea", "timerID": "tea"}"#.utf8)

  @Test("a start by type name or push-to-start token starts an activity the Lock Screen shows")
  func startsByNameAndToken() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let answers = PushAnswers()
    let byName = ActivityPushUpdate(
      activity: "TimerAttributes", starts: true, attributes: attributes,
      contentState: ActivityPushTests.timerState(from: pilot.now, minutes: 4))
    pilot.engine.send(.push(.deliver(.activity(byName), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(answers.all == [.deliveredToActivity("activity-1")])
    let record = try #require(pilot.engine.host.activities.record(id: "activity-1"))
    #expect(record.attributesType == "TimerAttributes")
    #expect(record.pushToken != nil, "a pushed-started activity takes update pushes too")
    await pilot.press(.character("2"))
    #expect(pilot.screen.contains("Tea"), "\(pilot.screen)")
    #expect(pilot.screen.contains("4:00"))
    #expect(pilot.eventLines.contains { $0.contains("push → Live Activity activity-1: started") })

    let token = ActivityTokens.hex(ActivityTokens.pushToStartToken(forType: "TimerAttributes"))
    let byToken = ActivityPushUpdate(
      activity: token, starts: true, attributes: attributes,
      contentState: ActivityPushTests.timerState(from: pilot.now, minutes: 2))
    pilot.engine.send(.push(.deliver(.activity(byToken), from: answers.requester())))
    await pilot.advance(by: 0)
    #expect(answers.all.last == .deliveredToActivity("activity-2"))
  }

  @Test("an unknown type, attributes that don't decode, or one too many: refused")
  func refused() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let answers = PushAnswers()
    let state = ActivityPushTests.timerState(from: pilot.now, minutes: 4)
    let pushes = [
      ActivityPushUpdate(
        activity: "PizzaAttributes", starts: true, attributes: attributes, contentState: state),
      ActivityPushUpdate(
        activity: "TimerAttributes", starts: true, attributes: Data(#"{"timerName": 3}"#.utf8),
        contentState: state),
    ]
    for push in pushes {
      pilot.engine.send(.push(.deliver(.activity(push), from: answers.requester())))
    }
    await pilot.advance(by: 0)
    #expect(
      answers.all.first == .ignored("no Live Activity type or push-to-start token PizzaAttributes"))
    guard case .ignored(let reason) = answers.all.last else {
      Issue.record("the malformed start was not refused: \(answers.all)")
      return
    }
    #expect(reason.contains("don't decode as TimerAttributes's"), "\(reason)")
    let start = ActivityPushUpdate(
      activity: "TimerAttributes", starts: true, attributes: attributes, contentState: state)
    for _ in 0..<6 {
      pilot.engine.send(.push(.deliver(.activity(start), from: answers.requester())))
    }
    await pilot.advance(by: 0)
    #expect(
      answers.all.last
        == .ignored("Activity.request would throw targetMaximumExceeded: nothing started"))
    #expect(pilot.engine.host.activities.all.count == 5)
  }
}
