import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@MainActor
@Suite("Live Activities Settings sheet: per-app switches")
struct LiveActivitySettingsFeatureTests {
  /// A store with two apps that declare Live Activities.
  private func store() -> ReducerTestStore {
    let store = ReducerTestStore()
    store.send(.liveActivitySettings(.installed(["Fitness", "Kitchen"]))) {
      $0.liveActivitySettings.apps = ["Fitness", "Kitchen"]
    }
    return store
  }

  @Test("S opens the sheet; ↓ Enter turns Kitchen off (applied and saved); Esc closes")
  func switchOff() {
    let store = store()
    store.send(.key(.character("S"))) {
      $0.liveActivitySettings.isOpen = true
      $0.navigation.presentations = [.liveActivitySettings]
    }
    store.send(.key(.down)) { $0.liveActivitySettings.focus = 1 }
    store.send(
      .key(.enter),
      effects: [
        .liveActivitySettings(.apply(app: "Kitchen", on: false)),
        .liveActivitySettings(.save(["Kitchen"])),
      ],
      events: [
        "Live Activities for Kitchen turned off: Activity.request throws .denied, its running "
          + "ones end"
      ]
    ) {
      $0.liveActivitySettings.appsOff = ["Kitchen"]
    }
    #expect(!store.state.liveActivitySettings.isOn("Kitchen"))
    #expect(store.state.liveActivitySettings.isOn("Fitness"))
    store.send(
      .key(.character(" ")),
      effects: [
        .liveActivitySettings(.apply(app: "Kitchen", on: true)),
        .liveActivitySettings(.save([])),
      ],
      events: ["Live Activities for Kitchen turned on"]
    ) {
      $0.liveActivitySettings.appsOff = []
    }
    store.send(.key(.escape)) {
      $0.liveActivitySettings.isOpen = false
      $0.navigation.presentations = []
    }
  }

  @Test("under --live-activities-off every switch is off and can't be flipped")
  func systemSwitchOff() {
    let store = store()
    store.send(.liveActivitySettings(.systemSwitch(on: false))) {
      $0.liveActivitySettings.allOff = true
    }
    store.send(.liveActivitySettings(.toggle("Fitness"))) {
      $0.notice = "Live Activities are off for every app (--live-activities-off)"
    }
    #expect(!store.state.liveActivitySettings.isOn("Fitness"))
  }

  @Test("a corrupt settings file was moved aside: a notice says where; switches start on")
  func movedAside() {
    let store = store()
    let aside = URL(fileURLWithPath: "/state/live-activities.json.corrupt")
    let text =
      "live-activities.json couldn't be read (bad JSON); moved aside to \(aside.path)"
    store.send(
      .liveActivitySettings(
        .restored(appsOff: [], problem: .movedAside(reason: "bad JSON", to: aside))),
      events: [text]
    ) {
      $0.notice = text
    }
  }

  @Test("an unreadable settings file is kept: switches still flip but are not saved over it")
  func unreadable() {
    let store = store()
    let text =
      "live-activities.json couldn't be read (permission denied); kept as it is, not saved over"
    store.send(
      .liveActivitySettings(
        .restored(appsOff: [], problem: .unreadable(reason: "permission denied"))),
      events: [text]
    ) {
      $0.liveActivitySettings.canSave = false
      $0.notice = text
    }
    store.send(
      .liveActivitySettings(.toggle("Fitness")),
      effects: [.liveActivitySettings(.apply(app: "Fitness", on: false))],
      events: [
        "Live Activities for Fitness turned off: Activity.request throws .denied, its running "
          + "ones end"
      ]
    ) {
      $0.liveActivitySettings.appsOff = ["Fitness"]
    }
  }
}
