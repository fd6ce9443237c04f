import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The action every control here runs.
private struct ToggleSomethingIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Toggle Something" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private func control(_ name: String, unsupported: [String] = []) -> ControlKindInfo {
  ControlKindInfo(
    kind: "com.example.\(name)", appName: "Home", displayName: "\(name) Control",
    preview: ReducerFixtures.toggle(name, action: IntentBox(ToggleSomethingIntent())),
    unsupported: unsupported)
}

private func key(_ name: String) -> ControlInstanceKey {
  ControlInstanceKey(kind: "com.example.\(name)")
}

private let controls = [control("Fan"), control("Lamp"), control("Door"), control("Blinds")]

/// The default layout of `controls`, as saved.
private let defaultLayout = SavedLayout(
  controlCenter: [
    .init(control: key("Fan"), size: .medium), .init(control: key("Lamp"), size: .large),
    .init(control: key("Door"), size: .small), .init(control: key("Blinds"), size: .small),
  ],
  lockScreen: [key("Fan"), key("Lamp")], actionButton: key("Fan"),
  kinds: controls.map(\.kind))

@MainActor
@Suite("Layout feature")
struct LayoutFeatureTests {
  /// A store with the four controls installed, and their identifiers.
  private func installedStore() -> (ReducerTestStore, [ControlID]) {
    let store = ReducerTestStore()
    let ids = store.install(controls)
    return (store, ids)
  }

  @Test("install places every control with the default sizes, slots and Action button")
  func install() {
    let store = ReducerTestStore()
    var ids: [ControlID] = []
    let sent =
      [control("Fan", unsupported: ["ControlWidgetToggle.privacySensitive"])] + controls.dropFirst()
    store.send(
      .controls(.install(sent)), events: ["not supported yet: ControlWidgetToggle.privacySensitive"]
    ) {
      for (installed, size) in zip(sent, [ControlSize.medium, .large, .small, .small]) {
        $0.controls.catalog[installed.kind] = installed
        ids.append(
          $0.controls.append(
            key: ControlInstanceKey(kind: installed.kind), appName: "Home",
            displayName: installed.displayName, size: size, preview: installed.preview))
      }
      $0.controls.lockScreenSlots = [ids[0], ids[1]]
      $0.controls.actionButton = ids[0]
      $0.navigation.controlCenterFocus = ids[0]
    }
    #expect(ids == [ControlID(1), ControlID(2), ControlID(3), ControlID(4)])
    #expect(
      store.state.controls.map(\.displayName) == [
        "Fan Control", "Lamp Control", "Door Control", "Blinds Control",
      ])
    // Fan Fan Lamp Lamp / Door Blinds Lamp Lamp
    #expect(
      ControlCenterLayout(controls: store.state.controls).placements.map {
        [$0.column, $0.row]
      } == [[0, 0], [2, 0], [0, 1], [1, 1]])
    #expect(store.state.controls.allSatisfy { $0.phase == .placeholder && !$0.isReloading })
  }

  @Test("with no layout file, the default layout is saved")
  func missing() {
    let (store, _) = installedStore()
    store.send(.layout(.restore(.missing)), effects: [.layout(.save(defaultLayout))])
  }

  @Test("a migrated version 1 layout is applied and saved in version 2")
  func migrated() {
    let (store, ids) = installedStore()
    let (fan, lamp, door, blinds) = (ids[0], ids[1], ids[2], ids[3])
    let old = SavedLayout(
      controlCenter: [
        .init(control: key("Door"), size: .large), .init(control: key("Fan"), size: .small),
      ],
      lockScreen: [key("Blinds"), nil], actionButton: key("Door"))
    store.send(
      .layout(.restore(.migrated(old, from: 1))),
      effects: [
        .layout(
          .save(
            SavedLayout(
              controlCenter: [
                .init(control: key("Door"), size: .large), .init(control: key("Fan"), size: .small),
                .init(control: key("Lamp"), size: .large),
                .init(control: key("Blinds"), size: .small),
              ],
              lockScreen: [key("Blinds"), nil], actionButton: key("Door"),
              kinds: controls.map(\.kind))))
      ]
    ) {
      $0.controls.update(door) { $0.size = .large }
      $0.controls.update(fan) { $0.size = .small }
      $0.controls.reorder(first: [door, fan])
      $0.controls.lockScreenSlots = [blinds, nil]
      $0.controls.actionButton = door
      $0.navigation.controlCenterFocus = door
    }
    #expect(store.state.controls.ids == [door, fan, lamp, blinds])
  }

  @Test("a layout file moved aside: a notice, a warning in the log, and the default saved")
  func movedAside() {
    let (store, _) = installedStore()
    let notice =
      "layout.json was unreadable (key 'controlCenter[1].size': Cannot initialize "
      + "ControlSize from invalid String value huge); moved to "
      + "layout.json.corrupt-20260608T094100Z, using the default layout"
    store.send(
      .layout(
        .restore(
          .movedAside(
            reason:
              "key 'controlCenter[1].size': Cannot initialize ControlSize from invalid String "
              + "value huge",
            to: URL(fileURLWithPath: "/state/spaces/layout.json.corrupt-20260608T094100Z")))),
      effects: [.layout(.save(defaultLayout))],
      events: ["warning: \(notice)"]
    ) {
      $0.notice = notice
    }
    // Saving fails too: the user is told both, and the save is retried in 5 s.
    let failure =
      "can't save the layout (/state/layout.json: Read-only file system); retrying in 5 s"
    store.send(
      .layout(.saveFailed("/state/layout.json: Read-only file system")),
      effects: [.schedule(.layout(.retry), at: store.now + 5)],
      events: ["warning: \(failure)"]
    ) {
      $0.notice = notice + "; " + failure
      $0.layout.shownNotice = failure
      $0.layout.isUnsaved = true
      $0.layout.failures = 1
      $0.layout.retryAt = store.now + 5
    }
  }

  @Test("a layout file that can't be read: kept, said so, and every save refused and said so")
  func unreadable() {
    let (store, _) = installedStore()
    let notice =
      "layout.json can't be read (Permission denied); kept as it is and not written, using the "
      + "default layout until a restart can read it"
    store.send(
      .layout(.restore(.unreadable(reason: "Permission denied"))),
      events: ["warning: \(notice)"]
    ) {
      $0.notice = notice
      $0.layout.refusal = "layout.json couldn't be read at start (Permission denied)"
    }
    let refused =
      "the layout isn't saved: layout.json couldn't be read at start (Permission denied), and "
      + "is kept as it is"
    store.send(.layout(.save), events: ["warning: \(refused)"]) {
      $0.notice = notice + "; " + refused
      $0.layout.shownNotice = refused
      $0.layout.isUnsaved = true
    }
  }

  @Test(
    "a failed save: a notice, a warning, a retry after 5, 10, 20… s up to 5 min; a success cancels it"
  )
  func saveFailed() {
    let (store, _) = installedStore()
    let reason = "/state/layout.json: No space left on device"
    var waits: [TimeInterval] = []
    for failures in 1...8 {
      let wait = min(5 * pow(2, Double(failures - 1)), 300)
      waits.append(wait)
      let text =
        "can't save the layout (\(reason)); retrying in "
        + (wait < 60 ? "\(Int(wait)) s" : "\(Int(wait / 60)) min")
      store.send(
        .layout(.saveFailed(reason)), effects: [.schedule(.layout(.retry), at: store.now + wait)],
        events: ["warning: \(text)"]
      ) {
        $0.notice = text
        $0.layout.shownNotice = text
        $0.layout.isUnsaved = true
        $0.layout.failures = failures
        $0.layout.retryAt = store.now + wait
      }
    }
    #expect(waits == [5, 10, 20, 40, 80, 160, 300, 300])
    // The retry saves the layout as it is now.
    store.send(.deadline(.layout(.retry)), effects: [.layout(.save(defaultLayout))])
    let saved = "saved the layout (layout.json) after 8 failed attempts"
    store.send(.layout(.saved), effects: [.cancel(.layout(.retry))], events: [saved]) {
      $0.notice = saved
      $0.layout = LayoutFeature.State()
      $0.layout.shownNotice = saved
    }
    // Saves that work say nothing.
    store.send(.layout(.saved))
  }

  @Test(
    "a saved layout reorders and resizes; a static kind's configuration is ignored; unknown kinds are set aside and logged"
  )
  func loaded() {
    let (store, ids) = installedStore()
    let (fan, lamp, door, blinds) = (ids[0], ids[1], ids[2], ids[3])
    let saved = SavedLayout(
      controlCenter: [
        .init(control: key("Blinds"), size: .large),
        .init(control: key("Gone"), size: .small),
        .init(
          control: ControlInstanceKey(kind: "com.example.Lamp", configuration: ["room": "Hall"]),
          size: .small),
        .init(control: key("Lamp"), size: .small),
        .init(control: key("Fan"), size: .medium),
      ],
      lockScreen: [key("Gone"), key("Door")], actionButton: key("Lamp"))
    store.send(
      .layout(.restore(.loaded(saved))),
      events: [
        "warning: layout.json: controlCenter names com.example.Gone, which no app declares; "
          + "kept aside",
        "warning: layout.json: lockScreen[0] names com.example.Gone, which no app declares; "
          + "kept aside",
      ]
    ) {
      $0.controls.update(blinds) { $0.size = .large }
      $0.controls.update(lamp) { $0.size = .small }
      // The static Lamp "configured" for the hall is a second Lamp.
      let second = $0.controls.append(controls[1], size: .small)
      $0.controls.reorder(first: [blinds, lamp, second, fan])
      $0.controls.layoutSetAside = [
        .init(place: "controlCenter", control: key("Gone"), size: .small),
        .init(place: "lockScreen[0]", control: key("Gone")),
      ]
      $0.controls.lockScreenSlots = [nil, door]
      $0.controls.actionButton = lamp
      $0.navigation.controlCenterFocus = blinds
    }
    #expect(store.state.controls.ids == [blinds, lamp, ControlID(5), fan, door])
    #expect(store.state.controls.map(\.size) == [.large, .small, .small, .medium, .small])
  }

  @Test("a layout listing the same control twice places two controls (two Violin timers)")
  func duplicateInstance() {
    let (store, ids) = installedStore()
    let (fan, lamp) = (ids[0], ids[1])
    let saved = SavedLayout(
      controlCenter: [
        .init(control: key("Lamp"), size: .medium), .init(control: key("Lamp"), size: .small),
        .init(control: key("Fan"), size: .large),
      ],
      lockScreen: [key("Lamp"), key("Lamp")], actionButton: key("Lamp"))
    store.send(.layout(.restore(.loaded(saved)))) {
      $0.controls.update(lamp) { $0.size = .medium }
      let second = $0.controls.append(controls[1], size: .small)
      $0.controls.update(fan) { $0.size = .large }
      $0.controls.reorder(first: [lamp, second, fan])
      $0.controls.lockScreenSlots = [lamp, lamp]
      $0.controls.actionButton = lamp
      $0.navigation.controlCenterFocus = lamp
    }
    #expect(
      store.state.controls.controlCenter.map(\.kind).prefix(3) == [
        "com.example.Lamp", "com.example.Lamp", "com.example.Fan",
      ])
  }
}

@MainActor
@Suite("Layout feature: kinds the file knew, set-aside entries, controls outside Control Center")
struct LayoutKindsTests {
  @Test("a kind the file knew but doesn't list stays removed; a new kind is added after")
  func removedStayRemoved() {
    let store = ReducerTestStore()
    let ids = store.install(controls)
    let (fan, lamp, door, blinds) = (ids[0], ids[1], ids[2], ids[3])
    // Saved when only Fan, Lamp and Door existed, with Lamp removed by the user; Blinds is new.
    let saved = SavedLayout(
      controlCenter: [.init(control: key("Door"), size: .medium)],
      lockScreen: [nil, nil], actionButton: nil,
      kinds: ["com.example.Fan", "com.example.Lamp", "com.example.Door"])
    store.send(.layout(.restore(.loaded(saved)))) {
      $0.controls.remove(fan)
      $0.controls.remove(lamp)
      $0.controls.update(door) { $0.size = .medium }
      $0.controls.lockScreenSlots = [nil, nil]
      $0.controls.actionButton = nil
      $0.navigation.controlCenterFocus = door
    }
    #expect(store.state.controls.ids == [door, blinds])
  }

  @Test("a Lock Screen control not in Control Center is installed outside it")
  func outsideControlCenter() {
    let store = ReducerTestStore()
    let ids = store.install(controls)
    let saved = SavedLayout(
      controlCenter: [.init(control: key("Door"), size: .small)],
      lockScreen: [key("Lamp"), nil], actionButton: key("Lamp"), kinds: ["com.example.Door"])
    // Fan, Lamp and Blinds were unknown to the file (kept); Lamp is placed on the Lock Screen.
    store.send(.layout(.restore(.loaded(saved)))) {
      $0.controls.update(ids[2]) { $0.size = .small }
      $0.controls.reorder(first: [ids[2]])
      $0.controls.lockScreenSlots = [ids[1], nil]
      $0.controls.actionButton = ids[1]
      $0.navigation.controlCenterFocus = ids[2]
    }
    let onlyOnLockScreen = SavedLayout(
      controlCenter: [.init(control: key("Door"), size: .small)],
      lockScreen: [key("Lamp"), nil], actionButton: nil,
      kinds: controls.map(\.kind))
    let fresh = ReducerTestStore()
    let freshIDs = fresh.install(controls)
    fresh.send(.layout(.restore(.loaded(onlyOnLockScreen)))) {
      for id in [freshIDs[0], freshIDs[1], freshIDs[3]] { $0.controls.remove(id) }
      $0.controls.update(freshIDs[2]) { $0.size = .small }
      let lamp = $0.controls.append(
        controls[1], size: .small, isInControlCenter: false)
      $0.controls.lockScreenSlots = [lamp, nil]
      $0.controls.actionButton = nil
      $0.navigation.controlCenterFocus = freshIDs[2]
    }
    #expect(fresh.state.controls.controlCenterIDs == [freshIDs[2]])
    #expect(SavedLayout(state: fresh.state) == onlyOnLockScreen)
  }

  @Test("set-aside entries are saved again, and come back when an app declares the kind")
  func setAsideComesBack() {
    let store = ReducerTestStore()
    let ids = store.install(Array(controls.prefix(2)))
    let gone = SavedLayout.SetAside(place: "controlCenter", control: key("Door"), size: .large)
    let saved = SavedLayout(
      controlCenter: [.init(control: key("Fan"), size: .small)], lockScreen: [nil, nil],
      actionButton: nil, kinds: ["com.example.Fan", "com.example.Lamp"], setAside: [gone])
    store.send(.layout(.restore(.loaded(saved)))) {
      $0.controls.remove(ids[1])
      $0.controls.update(ids[0]) { $0.size = .small }
      $0.controls.layoutSetAside = [gone]
      $0.controls.lockScreenSlots = [nil, nil]
      $0.controls.actionButton = nil
    }
    #expect(SavedLayout(state: store.state).setAside == [gone])

    // The next launch declares Door again: it comes back at the end, at its saved size.
    let next = ReducerTestStore()
    let nextIDs = next.install(Array(controls.prefix(3)))
    next.send(.layout(.restore(.loaded(saved)))) {
      $0.controls.remove(nextIDs[1])
      $0.controls.update(nextIDs[0]) { $0.size = .small }
      $0.controls.update(nextIDs[2]) { $0.size = .large }
      $0.controls.lockScreenSlots = [nil, nil]
      $0.controls.actionButton = nil
    }
    #expect(next.state.controls.layoutSetAside.isEmpty)
  }
}
