import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A Live Activity's button: pauses the timer.
private struct PauseIntent: LiveActivityIntent {
  static var title: LocalizedStringResource { "Pause" }
  func perform() async throws -> IntentResultContainer { .result() }
}

/// A Live Activity's toggle: the alarm sound on or off.
private struct SoundIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Sound" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// An activity whose Lock Screen view has a button (`element` 0), or only text.
private func activity(
  _ id: String, relevance: Double = 0, withButton: Bool, url: URL? = nil, start: Date
) -> LiveActivityState {
  var view = ViewNode.stack(
    .vertical, alignment: .leading, spacing: nil,
    children: [.text(.verbatim(id))]
      + (withButton
        ? [.button(intent: IntentBox(PauseIntent()), label: .text(.verbatim("Pause")))] : []))
  if let url { view = .modified(view, .widgetURL(url)) }
  return LiveActivityState(
    id: id, attributesType: "TimerAttributes", view: view, startDate: start,
    relevanceScore: relevance, staleDate: nil, hasEnded: false, dismissalDate: nil)
}

@MainActor
@Suite("Live Activity banners on the Lock Screen: Tab, Enter, the ✕")
struct LiveActivityBannersFeatureTests {
  /// A Lock Screen with its last (second, empty) slot focused and two activities: `low` (text
  /// only) and `high` (a button), `high` more relevant so it is drawn on top.
  private func store() -> ReducerTestStore {
    var state = DashboardState()
    state.navigation.space = .lockScreen
    state.navigation.lockScreenFocus = 1
    let start = VirtualClock.keynote
    state.activities["low"] = activity("low", withButton: false, start: start)
    state.activities["high"] = activity(
      "high", relevance: 1, withButton: true, url: URL(string: "timer://high"), start: start)
    return ReducerTestStore(state: state)
  }

  @Test("Tab walks the banners top first, each banner then its button, and back to the slots")
  func tabOrder() {
    let store = store()
    #expect(
      store.state.bannerStops == [
        BannerFocus(activityID: "high"), BannerFocus(activityID: "high", element: 0),
        BannerFocus(activityID: "low"),
      ])
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "high") }
    store.send(.key(.tab)) {
      $0.liveActivityBanners.focus = BannerFocus(activityID: "high", element: 0)
    }
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "low") }
    // Past the last banner: back to the slots (the first one).
    store.send(.key(.tab)) {
      $0.liveActivityBanners.focus = nil
      $0.navigation.lockScreenFocus = 0
    }
    // Tab between the slots is the slots' own.
    store.send(.key(.tab)) { $0.navigation.lockScreenFocus = 1 }
    store.send(.key(.backTab)) { $0.navigation.lockScreenFocus = 0 }
    // Shift-Tab from the first slot: the last banner.
    store.send(.key(.backTab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "low") }
    store.send(.key(.escape)) { $0.liveActivityBanners.focus = nil }
  }

  @Test("Enter on a focused button runs its intent for the activity")
  func pressButton() {
    let store = store()
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "high") }
    store.send(.key(.tab)) {
      $0.liveActivityBanners.focus = BannerFocus(activityID: "high", element: 0)
    }
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), IntentBox(PauseIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["Live Activity high: pressed Pause", "perform Pause"]
    ) {
      $0.runs.applying(.start(IntentBox(PauseIntent()), origin: .liveActivity("high")), at: now)
    }
    #expect(store.state.runs.runs.values.first?.origin == .liveActivity("high"))
  }

  @Test("Enter on the banner itself opens its app with its widgetURL, or without one")
  func openApp() {
    let store = store()
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "high") }
    store.send(
      .key(.enter),
      effects: [
        .liveActivityBanners(
          .open(attributesType: "TimerAttributes", url: URL(string: "timer://high")))
      ],
      events: ["Live Activity high opened timer://high"])
    store.send(.key(.tab)) {
      $0.liveActivityBanners.focus = BannerFocus(activityID: "high", element: 0)
    }
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "low") }
    store.send(
      .key(.enter),
      effects: [.liveActivityBanners(.open(attributesType: "TimerAttributes", url: nil))],
      events: ["Live Activity low opened its app (no widgetURL)"])
  }

  @Test("x on a focused banner is its ✕: the activity is dismissed, with a notice")
  func dismiss() {
    let store = store()
    store.send(.key(.tab)) { $0.liveActivityBanners.focus = BannerFocus(activityID: "high") }
    store.send(
      .key(.character("x")),
      effects: [.liveActivityBanners(.dismiss("high"))],
      events: ["Live Activity high dismissed from the Lock Screen (activityState .dismissed)"]
    ) {
      $0.liveActivityBanners.focus = nil
      $0.notice = "Dismissed the TimerAttributes Live Activity"
    }
  }

  @Test("a pressed toggle shows its new state until the activity's update lands or the run ends")
  func pressToggle() {
    var state = DashboardState()
    state.navigation.space = .lockScreen
    let view = ViewNode.toggle(
      isOn: true, intent: IntentBox(SoundIntent()), label: .text(.verbatim("Sound")))
    state.activities["t"] = LiveActivityState(
      id: "t", attributesType: "TimerAttributes", view: view, startDate: VirtualClock.keynote,
      staleDate: nil, hasEnded: false, dismissalDate: nil)
    state.liveActivityBanners.focus = BannerFocus(activityID: "t", element: 0)
    let store = ReducerTestStore(state: state)
    let now = store.now
    let intent = IntentBox(SoundIntent()).settingValue(false)
    store.send(
      .key(.enter),
      effects: [
        .runs(.perform(RunID(1), intent)), .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["Live Activity t: pressed Sound", "perform Sound"]
    ) {
      var pressed = PressedToggles(view: view)
      pressed.toggles[0] = false
      $0.liveActivityBanners.pressedToggles["t"] = pressed
      $0.runs.applying(.start(intent, origin: .liveActivity("t")), at: now)
    }
    guard case .toggle(let shown, _, _) = store.state.displayedBanners[0].view else {
      Issue.record("the banner shows its toggle")
      return
    }
    #expect(!shown, "flipped at once")
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [.cancel(.runs(.timeout(RunID(1))))], events: ["done Sound"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.liveActivityBanners.pressedToggles = [:]
    }
    #expect(store.state.displayedBanners[0].view == view, "no update came: the old state again")
  }

  @Test("outside the Lock Screen, Tab and x are not the banners'")
  func otherSpaces() {
    let store = store()
    store.send(.navigation(.show(.controlCenter))) { $0.navigation.space = .controlCenter }
    store.send(.key(.tab))
    #expect(store.state.liveActivityBanners.focus == nil)
  }
}
