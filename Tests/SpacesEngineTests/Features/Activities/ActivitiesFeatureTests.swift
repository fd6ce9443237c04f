import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

private let activityID = "timer-1"

/// The timer's Live Activity at `start`, going stale a minute later unless updated.
private func timerActivity(
  start: Date, staleDate: Date?, isStale: Bool = false, hasEnded: Bool = false,
  dismissalDate: Date? = nil
) -> LiveActivityState {
  LiveActivityState(
    id: activityID, attributesType: "TimerAttributes", view: .text(.verbatim("Timer")),
    startDate: start, staleDate: staleDate, isStale: isStale, hasEnded: hasEnded,
    dismissalDate: dismissalDate)
}

@MainActor
@Suite("Live Activities feature")
struct ActivitiesFeatureTests {
  /// A store with the timer's activity started at the store's start, stale in 60 s.
  private func startedStore() -> (ReducerTestStore, LiveActivityState) {
    let store = ReducerTestStore()
    let start = store.now
    let activity = timerActivity(start: start, staleDate: start + 60)
    store.send(
      .activities(.changed(activity)),
      effects: [.schedule(.activities(.stale(activityID)), at: start + 60)],
      events: ["activity timer-1 started"]
    ) {
      $0.activities[activityID] = activity
    }
    return (store, activity)
  }

  @Test("a started activity shows and schedules its stale date")
  func started() {
    let (store, _) = startedStore()
    #expect(store.state.activities.keys.elements == [activityID])
  }

  @Test("at its stale date the runtime is asked to rebuild it; marked stale, it logs “stale”")
  func goesStale() {
    let (store, activity) = startedStore()
    store.advance(by: 60)
    store.send(
      .deadline(.activities(.stale(activityID))), effects: [.activities(.refresh(activityID))])
    var stale = activity
    stale.isStale = true
    store.send(.activities(.changed(stale)), events: ["activity timer-1 stale"]) {
      $0.activities[activityID] = stale
    }
    // Already stale: the deadline does nothing more.
    store.send(.deadline(.activities(.stale(activityID))))
  }

  @Test("an update with fresh content logs “updated” and schedules the new stale date")
  func updated() {
    let (store, activity) = startedStore()
    store.advance(by: 30)
    var fresh = activity
    fresh.staleDate = store.now + 60
    store.send(
      .activities(.changed(fresh)),
      effects: [.schedule(.activities(.stale(activityID)), at: store.now + 60)],
      events: ["activity timer-1 updated"]
    ) {
      $0.activities[activityID] = fresh
    }
  }

  @Test("an ended activity with a dismissal date stays until then, then is dismissed")
  func endedWithDismissalDate() {
    let store = ReducerTestStore()
    let start = store.now
    let activity = timerActivity(start: start, staleDate: nil)
    store.send(.activities(.changed(activity)), events: ["activity timer-1 started"]) {
      $0.activities[activityID] = activity
    }
    store.advance(by: 10)
    let ended = timerActivity(
      start: start, staleDate: nil, hasEnded: true, dismissalDate: store.now + 3600)
    store.send(
      .activities(.changed(ended)),
      effects: [.schedule(.activities(.dismiss(activityID)), at: store.now + 3600)],
      events: ["activity timer-1 ended"]
    ) {
      $0.activities[activityID] = ended
    }
    // An ended activity doesn't go stale.
    store.send(.deadline(.activities(.stale(activityID))))
    store.advance(by: 3600)
    store.send(
      .deadline(.activities(.dismiss(activityID))),
      effects: [.activities(.dismiss(activityID))],
      events: ["activity timer-1 dismissed"]
    ) {
      $0.activities[activityID] = nil
    }
  }

  @Test("an ended activity with no dismissal date is removed at once")
  func endedWithoutDismissalDate() {
    let store = ReducerTestStore()
    let start = store.now
    let activity = timerActivity(start: start, staleDate: nil)
    store.send(.activities(.changed(activity)), events: ["activity timer-1 started"]) {
      $0.activities[activityID] = activity
    }
    store.advance(by: 10)
    store.send(
      .activities(
        .changed(timerActivity(start: start, staleDate: nil, hasEnded: true))),
      // No stale date was pending, so there is nothing to cancel.
      effects: [.activities(.dismiss(activityID))],
      events: ["activity timer-1 ended"]
    ) {
      $0.activities[activityID] = nil
    }
    #expect(store.state.activities.isEmpty)
  }

  // An activity that ends before its stale date cancels that deadline (it used to schedule it
  // again, waking the loop for nothing).
  @Test("an ended activity leaves no stale deadline behind")
  func endedActivityDoesNotScheduleStale() {
    let (store, activity) = startedStore()
    store.advance(by: 10)
    var ended = activity
    ended.hasEnded = true
    ended.dismissalDate = store.now + 3600
    store.send(
      .activities(.changed(ended)),
      effects: [
        .cancel(.activities(.stale(activityID))),
        .schedule(.activities(.dismiss(activityID)), at: store.now + 3600),
      ],
      events: ["activity timer-1 ended"]
    ) {
      $0.activities[activityID] = ended
    }
  }
}
