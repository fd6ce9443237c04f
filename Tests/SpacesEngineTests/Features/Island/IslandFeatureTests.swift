import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// An activity with a Dynamic Island whose views say its name.
private func activity(
  _ id: String, relevance: Double = 0, start: Date, url: URL? = nil, hasEnded: Bool = false,
  island: Bool = true
) -> LiveActivityState {
  LiveActivityState(
    id: id, attributesType: "TimerAttributes", view: .text(.verbatim(id)), startDate: start,
    relevanceScore: relevance, staleDate: nil, hasEnded: hasEnded, dismissalDate: nil,
    island: island
      ? DynamicIslandPresentation(
        compactLeading: .text(.verbatim("L")), compactTrailing: .text(.verbatim(id)),
        minimal: .text(.verbatim("M")),
        expanded: [.init(position: "bottom", priority: 0, view: .text(.verbatim(id)))],
        url: url)
      : nil)
}

@MainActor
@Suite("Dynamic Island feature")
struct IslandFeatureTests {
  @Test("the compact one is the most relevant, then the earliest started; the next is minimal")
  func compactAndMinimalByRelevance() {
    var state = DashboardState()
    let now = VirtualClock.keynote
    state.activities["a"] = activity("a", relevance: 0, start: now)
    state.activities["b"] = activity("b", relevance: 50, start: now + 10)
    state.activities["c"] = activity("c", relevance: 50, start: now + 5)
    #expect(state.islandActivities.compact?.id == "c", "relevance 50, started first")
    #expect(state.islandActivities.minimal?.id == "b")
    state.activities["c"]?.hasEnded = true
    #expect(state.islandActivities.compact?.id == "b", "an ended activity leaves the island")
    #expect(state.islandActivities.minimal?.id == "a")
    state.activities["a"]?.island = nil
    #expect(state.islandActivities.minimal == nil, "only activities with an island count")
  }

  @Test("I expands the compact activity's island, Esc collapses it; with none, I says so")
  func expandAndCollapse() {
    let store = ReducerTestStore()
    store.send(
      .key(.character("I")), effects: [store.toastExpiry],
      events: ["Dynamic Island: no Live Activity to expand"]
    ) {
      $0.toasting("No Live Activity in the Dynamic Island to expand", at: store.now)
    }
    let running = activity("a", start: store.now)
    store.send(.activities(.changed(running)), events: ["activity a started"]) {
      $0.activities["a"] = running
    }
    store.send(.key(.character("I")), events: ["Dynamic Island expanded: activity a"]) {
      $0.island.expanded = "a"
      $0.navigation.presentations = [.island]
    }
    #expect(store.state.topPresentation == .island(running))
    store.send(.key(.escape), events: ["Dynamic Island collapsed"]) {
      $0.island.expanded = nil
      $0.navigation.presentations = []
    }
  }

  @Test("Enter on the expanded island opens its app with its widgetURL and collapses it")
  func enterOpensWidgetURL() throws {
    let store = ReducerTestStore()
    let url = try #require(URL(string: "timer://open/a"))
    let running = activity("a", start: store.now, url: url)
    store.send(.activities(.changed(running)), events: ["activity a started"]) {
      $0.activities["a"] = running
    }
    store.send(.key(.character("I")), events: ["Dynamic Island expanded: activity a"]) {
      $0.island.expanded = "a"
      $0.navigation.presentations = [.island]
    }
    store.send(
      .key(.enter), effects: [.island(.openURL(url, attributesType: "TimerAttributes"))],
      events: [
        "Dynamic Island of activity a opened timer://open/a (widgetURL)",
        "Dynamic Island collapsed",
      ]
    ) {
      $0.island.expanded = nil
      $0.navigation.presentations = []
    }
  }
}
