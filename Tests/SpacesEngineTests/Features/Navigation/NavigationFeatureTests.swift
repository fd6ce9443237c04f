import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A light's action.
private struct SetLightIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Light" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private func light(_ title: String) -> ControlKindInfo {
  ReducerFixtures.installed(
    "com.example.\(title)",
    preview: ReducerFixtures.toggle(title, action: IntentBox(SetLightIntent())))
}

/// Three controls, as the default layout packs them on the four-column grid:
///
/// ```
/// A A B B
/// C . B B
/// ```
private let lights = [light("A"), light("B"), light("C")]

@MainActor
@Suite("Navigation feature")
struct NavigationFeatureTests {
  /// A store with A, B and C installed (A focused), and their identifiers.
  private func gridStore() -> (ReducerTestStore, [ControlID]) {
    let store = ReducerTestStore()
    let ids = store.install(lights)
    #expect(
      ControlCenterLayout(controls: store.state.controls).placements.map {
        [$0.column, $0.row]
      } == [[0, 0], [2, 0], [0, 1]])
    return (store, ids)
  }

  @Test("arrows and h j k l move focus to the neighbouring control on the grid")
  func arrows() {
    let (store, ids) = gridStore()
    let (a, b, c) = (ids[0], ids[1], ids[2])
    #expect(store.state.navigation.controlCenterFocus == a)
    store.send(.key(.right)) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.left)) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.down)) { $0.navigation.controlCenterFocus = c }
    store.send(.key(.up)) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.character("l"))) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.character("h"))) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.character("j"))) { $0.navigation.controlCenterFocus = c }
    store.send(.key(.character("k"))) { $0.navigation.controlCenterFocus = a }
    // Nothing lies above A or right of B: focus stays.
    store.send(.key(.up))
    store.send(.key(.right)) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.right))
  }

  // Regression: focus used to move by centre distance only, to controls whose span doesn't lie
  // that way, ignoring overlap on the other axis.
  @Test("arrows move only to controls that lie that way, preferring the same row or column")
  func arrowsRespectSpans() {
    // C sits in row 1, column 0, under A (row 0, columns 0–1); B spans rows 0–1, columns 2–3.
    let (fromC, ids) = gridStore()
    fromC.send(.key(.down)) { $0.navigation.controlCenterFocus = ids[2] }
    fromC.send(.key(.right)) { $0.navigation.controlCenterFocus = ids[1] }
    let (fromA, _) = gridStore()
    fromA.send(.key(.left))
  }

  @Test("after the layout reorders the controls, Tab and arrows follow the new order")
  func focusAfterReorder() {
    let (store, ids) = gridStore()
    let (a, b, c) = (ids[0], ids[1], ids[2])
    store.send(.key(.right)) { $0.navigation.controlCenterFocus = b }
    let layout = SavedLayout(
      controlCenter: [
        .init(control: ControlInstanceKey(kind: "com.example.C"), size: .small),
        .init(control: ControlInstanceKey(kind: "com.example.A"), size: .medium),
        .init(control: ControlInstanceKey(kind: "com.example.B"), size: .large),
      ],
      lockScreen: [nil, nil], actionButton: nil)
    // Restoring happens at launch: focus starts on the first control of the restored grid.
    store.send(.layout(.restore(.loaded(layout)))) {
      $0.controls.reorder(first: [c, a, b])
      $0.controls.lockScreenSlots = [nil, nil]
      $0.controls.actionButton = nil
      $0.navigation.controlCenterFocus = c
    }
    // C A A .
    // B B . .
    // B B . .
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.down)) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.left)) { $0.navigation.controlCenterFocus = c }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = b }
  }

  @Test("Tab and Shift-Tab cycle Control Center's controls both ways, wrapping")
  func tabInControlCenter() {
    let (store, ids) = gridStore()
    let (a, b, c) = (ids[0], ids[1], ids[2])
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = c }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = a }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = c }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = b }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = a }
  }

  @Test("Tab and Shift-Tab cycle the Lock Screen's slots both ways; ← → choose a slot")
  func tabOnLockScreen() {
    let (store, _) = gridStore()
    store.send(.key(.character("2"))) { $0.navigation.space = .lockScreen }
    store.send(.key(.backTab)) { $0.navigation.lockScreenFocus = 1 }
    store.send(.key(.backTab)) { $0.navigation.lockScreenFocus = 0 }
    store.send(.key(.tab)) { $0.navigation.lockScreenFocus = 1 }
    store.send(.key(.tab)) { $0.navigation.lockScreenFocus = 0 }
    store.send(.key(.right)) { $0.navigation.lockScreenFocus = 1 }
    store.send(.key(.right))
    store.send(.key(.left)) { $0.navigation.lockScreenFocus = 0 }
    store.send(.key(.left))
    // Control Center's focus is its own.
    #expect(store.state.navigation.controlCenterFocus == store.state.controls.ids.first)
  }

  @Test("Shift-Tab moves back through the slots, not forward (regression)")
  func backTabMovesBack() {
    // With the Lock Screen's two slots, back and forward land on the same slot; three slots
    // tell them apart.
    let slots: [ControlID?] = [ControlID(1), ControlID(2), ControlID(3)]
    var state = DashboardState()
    state.navigation.space = .lockScreen
    state.controls.lockScreenSlots = slots
    func cycle(_ step: Int) -> Int {
      _ = DashboardReducer.reduce(
        into: &state, action: .navigation(.cycleFocus(by: step)), now: VirtualClock.keynote)
      return state.navigation.lockScreenFocus
    }
    #expect(Keymap.standard.command(for: .backTab) == .cycleFocus(-1))
    #expect(cycle(-1) == 2)
    #expect(cycle(-1) == 1)
    #expect(cycle(1) == 2)
    #expect(cycle(1) == 0)
  }

  @Test("? presents the help; any key closes it without doing anything else")
  func help() {
    let (store, _) = gridStore()
    store.send(.key(.character("?"))) { $0.navigation.presentations = [.help] }
    #expect(store.state.showsHelp)
    store.send(.key(.character("x"))) { $0.navigation.presentations = [] }
    store.send(.key(.character("?"))) { $0.navigation.presentations = [.help] }
    // A key that means something else closes the help only.
    store.send(.key(.character("2"))) { $0.navigation.presentations = [] }
    store.send(.key(.character("?"))) { $0.navigation.presentations = [.help] }
    store.send(.key(.enter)) { $0.navigation.presentations = [] }
    #expect(store.state.runs.runs.isEmpty)
  }

  @Test("q quits from the help")
  func quitFromHelpWithQ() {
    let (store, _) = gridStore()
    store.send(.key(.character("?"))) { $0.navigation.presentations = [.help] }
    store.send(.key(.character("q")), effects: [.quit]) { $0.quitRequested = true }
  }

  @Test("Ctrl-C quits from the help")
  func quitFromHelpWithControlC() {
    let (store, _) = gridStore()
    store.send(.key(.character("?"))) { $0.navigation.presentations = [.help] }
    store.send(.key(.control("c")), effects: [.quit]) { $0.quitRequested = true }
  }

  @Test("i opens and closes the inspector; Escape closes it when nothing runs")
  func inspector() {
    let (store, _) = gridStore()
    store.send(.key(.character("i"))) { $0.navigation.showsInspector = true }
    store.send(.key(.character("i"))) { $0.navigation.showsInspector = false }
    store.send(.key(.character("i"))) { $0.navigation.showsInspector = true }
    store.send(.key(.escape)) { $0.navigation.showsInspector = false }
    store.send(.key(.escape))
  }

  @Test("number keys show the spaces")
  func spaces() {
    let (store, _) = gridStore()
    store.send(.key(.character("2"))) { $0.navigation.space = .lockScreen }
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    // Arrows and Tab do nothing on the Action button.
    store.send(.key(.right))
    store.send(.key(.tab))
    store.send(.key(.character("1"))) { $0.navigation.space = .controlCenter }
  }

  @Test("a key press clears the notice")
  func keyClearsNotice() {
    let (store, _) = gridStore()
    store.send(.notice("themes/dark.toml line 3: unknown key 'tnit'")) {
      $0.notice = "themes/dark.toml line 3: unknown key 'tnit'"
    }
    store.send(.key(.character("z"))) { $0.notice = nil }
    store.send(.notice("again")) { $0.notice = "again" }
    store.send(.key(.tab)) {
      $0.notice = nil
      $0.navigation.controlCenterFocus = $0.controls.ids[1]
    }
  }
}
