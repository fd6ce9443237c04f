import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A running activity with a Dynamic Island.
private func activity(_ id: String, start: Date) -> LiveActivityState {
  LiveActivityState(
    id: id, attributesType: "DeliveryAttributes", view: .text(.verbatim(id)), startDate: start,
    staleDate: nil, hasEnded: false, dismissalDate: nil,
    island: DynamicIslandPresentation(
      compactLeading: .text(.verbatim("L")), compactTrailing: .text(.verbatim(id)),
      minimal: .text(.verbatim("M")),
      expanded: [.init(position: "bottom", priority: 0, view: .text(.verbatim(id)))], url: nil))
}

@MainActor
@Suite("Live Activity alerts")
struct ActivityAlertsFeatureTests {
  @Test("an alert lights the banner and expands the island for its seconds, then both end")
  func alertExpandsAndCollapses() {
    let store = ReducerTestStore()
    let running = activity("a", start: store.now)
    store.send(.activities(.changed(running)), events: ["activity a started"]) {
      $0.activities["a"] = running
    }
    let alert = ActivityAlert(activityID: "a", title: "Out for delivery", body: "Arrives at 9:50")
    store.send(
      .activityAlerts(.show(alert)),
      effects: [.schedule(.activityAlerts(.end), at: store.now + ActivityAlertsFeature.duration)],
      events: [
        "Live Activity a alert: Out for delivery — Arrives at 9:50 (sound: default, not played: a terminal plays no sounds)",
        "Dynamic Island expanded: activity a",
      ]
    ) {
      $0.activityAlerts.current = alert
      $0.island.expanded = "a"
      $0.navigation.presentations = [.island]
    }
    store.advance(by: ActivityAlertsFeature.duration)
    store.send(.deadline(.activityAlerts(.end)), events: ["Dynamic Island collapsed"]) {
      $0.activityAlerts.current = nil
      $0.island.expanded = nil
      $0.navigation.presentations = []
    }
  }

  @Test("an island collapsed by hand stays collapsed; an alert for no activity shows nothing")
  func collapsedByHandAndUnknown() {
    let store = ReducerTestStore()
    let running = activity("a", start: store.now)
    store.send(.activities(.changed(running)), events: ["activity a started"]) {
      $0.activities["a"] = running
    }
    store.send(.activityAlerts(.show(ActivityAlert(activityID: "zz", title: "T", body: ""))))
    let alert = ActivityAlert(activityID: "a", title: "Delivered", body: "", sound: "chime.caf")
    store.send(
      .activityAlerts(.show(alert)),
      effects: [.schedule(.activityAlerts(.end), at: store.now + ActivityAlertsFeature.duration)],
      events: [
        "Live Activity a alert: Delivered (sound: chime.caf, not played: a terminal plays no sounds)",
        "Dynamic Island expanded: activity a",
      ]
    ) {
      $0.activityAlerts.current = alert
      $0.island.expanded = "a"
      $0.navigation.presentations = [.island]
    }
    store.send(.key(.escape), events: ["Dynamic Island collapsed"]) {
      $0.island.expanded = nil
      $0.navigation.presentations = []
    }
    store.send(.deadline(.activityAlerts(.end))) { $0.activityAlerts.current = nil }
  }
}
