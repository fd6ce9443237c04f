import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@MainActor
@Suite("Sliders: Control Center's brightness and volume levels")
struct SlidersFeatureTests {
  /// A dashboard whose Control Center holds the connectivity block's four toggles, the sliders
  /// beside it, and under them a medium toggle and two small ones, with a slider focused.
  private func store(focus: SystemSlider = .brightness) -> ReducerTestStore {
    ReducerTestStore(state: ReducerFixtures.systemControlCenter(focus: focus))
  }

  /// The toast a change shows at the store's time.
  private func toast(_ text: String, _ store: ReducerTestStore) -> Toast {
    Toast(.text(text), until: store.now + ToastFeature.duration)
  }

  @Test("the System app's kinds bring both sliders; other apps' none")
  func shownWithTheSystemApp() {
    #expect(
      DefaultLayout.systemSliders(for: ["com.systemspaces.System.WiFi", "com.example.A"])
        == [.brightness, .volume])
    #expect(DefaultLayout.systemSliders(for: ["com.example.A"]).isEmpty)
    #expect(DashboardState().sliders.level(.brightness) == 10)
    #expect(DashboardState().sliders.level(.volume) == 8)
  }

  @Test("→ raises the focused slider a step, ← lowers it; each says so and is saved")
  func stepKeys() {
    let store = store()
    let end = store.now + ToastFeature.duration
    store.send(
      .key(.right),
      effects: [
        .sliders(.save([.brightness: 11, .volume: 8])),
        .schedulePresentation(.toast(.expiry), at: end),
      ],
      events: ["brightness 69% (11/16)"]
    ) {
      $0.sliders.levels[.brightness] = 11
      $0.toast.current = self.toast("Brightness 69%", store)
    }
    store.send(
      .key(.character("h")),
      effects: [
        .sliders(.save([.brightness: 10, .volume: 8])),
        .schedulePresentation(.toast(.expiry), at: end),
      ],
      events: ["brightness 63% (10/16)"]
    ) {
      $0.sliders.levels[.brightness] = 10
      $0.toast.current = self.toast("Brightness 63%", store)
    }
    #expect(store.state.navigation.controlCenterFocus == SystemSlider.brightness.id)
  }

  @Test("the level stops at 0 and 16: the key still answers with the toast, nothing is saved")
  func bounds() {
    let store = store(focus: .volume)
    let end = store.now + ToastFeature.duration
    store.send(
      .sliders(.set(.volume, level: -5)),
      effects: [
        .sliders(.save([.brightness: 10, .volume: 0])),
        .schedulePresentation(.toast(.expiry), at: end),
      ],
      events: ["volume 0% (0/16)"]
    ) {
      $0.sliders.levels[.volume] = 0
      $0.toast.current = self.toast("Volume 0%", store)
    }
    store.send(
      .key(.left), effects: [.schedulePresentation(.toast(.expiry), at: end)]
    ) {
      $0.toast.current = self.toast("Volume 0%", store)
    }
    store.send(
      .sliders(.set(.volume, level: 40)),
      effects: [
        .sliders(.save([.brightness: 10, .volume: 16])),
        .schedulePresentation(.toast(.expiry), at: end),
      ],
      events: ["volume 100% (16/16)"]
    ) {
      $0.sliders.levels[.volume] = 16
      $0.toast.current = self.toast("Volume 100%", store)
    }
    store.send(.key(.right), effects: [.schedulePresentation(.toast(.expiry), at: end)]) {
      $0.toast.current = self.toast("Volume 100%", store)
    }
  }

  @Test("↑ ↓ and Tab leave a slider; ← → on a control still move focus")
  func focusLeaves() {
    let store = store(focus: .volume)
    let layout = store.state.controls.controlCenterLayout
    let below = layout.neighbor(of: SystemSlider.volume.id, toward: .down)
    #expect(below != nil && SystemSlider(id: below) == nil, "a control under the sliders")
    store.send(.key(.down)) { $0.navigation.controlCenterFocus = below }
    // From the control under them, ↑ comes back to a slider.
    store.send(.key(.up)) {
      $0.navigation.controlCenterFocus = layout.neighbor(of: below, toward: .up)
    }
    #expect(store.state.focusedSlider != nil)
    // Tab walks the grid's modules in their packing order: the block's four, the sliders,
    // the rest.
    let order = store.state.controls.controlCenterFocusOrder
    #expect(order[4] == SystemSlider.brightness.id && order[5] == SystemSlider.volume.id)
    let next = order[(order.firstIndex(of: store.state.navigation.controlCenterFocus!)! + 1)]
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = next }
    // On a block's toggle, → moves focus (into the sliders from the block's right column).
    store.send(.navigation(.setControlCenterFocus(store.state.controls.controlCenterIDs[1]))) {
      $0.navigation.controlCenterFocus = $0.controls.controlCenterIDs[1]
    }
    store.send(.key(.right)) { $0.navigation.controlCenterFocus = SystemSlider.brightness.id }
  }

  @Test("in edit mode ← → move focus over the sliders, and s says a slider has one size")
  func editMode() {
    let store = store(focus: .brightness)
    store.send(.editMode(.enter)) { $0.editMode.isEditing = true }
    store.send(.key(.right)) { $0.navigation.controlCenterFocus = SystemSlider.volume.id }
    let end = store.now + ToastFeature.duration
    store.send(.key(.character("s")), effects: [.schedulePresentation(.toast(.expiry), at: end)]) {
      $0.toast.current = self.toast("Volume has one size: a unit wide, two tall", store)
    }
    #expect(store.state.sliders.level(.volume) == 8)
  }

  @Test("restored levels are kept within bounds; a corrupt file's notice is shown")
  func restored() {
    let store = store()
    let aside = URL(fileURLWithPath: "/tmp/sliders.json.corrupt")
    store.send(
      .sliders(.restored([.brightness: 99, .volume: -3], problem: nil))
    ) {
      $0.sliders.levels = [.brightness: 16, .volume: 0]
    }
    let text = "sliders.json couldn't be read (bad); moved aside to \(aside.path)"
    store.send(
      .sliders(.restored([:], problem: .movedAside(reason: "bad", to: aside))), events: [text]
    ) {
      $0.notice = text
    }
  }

  @Test("focus on a slider survives focus repair while it shows, and is repaired when not")
  func repair() {
    let store = store(focus: .volume)
    store.send(.navigation(.repairFocus))
    var state = store.state
    state.controls.systemSliders = []
    let bare = ReducerTestStore(state: state)
    bare.send(.navigation(.repairFocus)) {
      $0.navigation.controlCenterFocus = $0.controls.controlCenterIDs.first
    }
  }
}
