import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The action every toggle here runs.
private struct SetSomethingIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Something" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// A configurable control's configuration: which room.
private struct RoomConfiguration: ControlConfigurationIntent {
  static var title: LocalizedStringResource { "Room" }
  @Parameter(title: "Room", default: "Kitchen") var room: String
  func perform() async throws -> IntentResultContainer { .result() }
}

private func kind(_ name: String) -> String { "com.example.\(name)" }

private func control(_ name: String, app: String = "Home") -> ControlKindInfo {
  ControlKindInfo(
    kind: kind(name), appName: app, displayName: "\(name) Control",
    description: "Turns the \(name.lowercased()) on and off.",
    preview: ReducerFixtures.toggle(name, action: IntentBox(SetSomethingIntent())))
}

/// A configurable kind that asks for its configuration when added.
private let thermostat = ControlKindInfo(
  kind: kind("Thermostat"), appName: "Climate", displayName: "Thermostat",
  preview: ReducerFixtures.toggle("Thermostat", action: IntentBox(SetSomethingIntent())),
  defaultConfiguration: IntentBox(RoomConfiguration()), promptsForUserConfiguration: true)

private func key(_ name: String) -> ControlInstanceKey { ControlInstanceKey(kind: kind(name)) }

private let controls = [control("Fan"), control("Lamp"), control("Door"), control("Blinds")]
private let allKinds = controls.map(\.kind)

private let fan = ControlID(1)
private let lamp = ControlID(2)
private let door = ControlID(3)
private let blinds = ControlID(4)

@MainActor
@Suite("Edit mode and the controls gallery")
struct EditModeFeatureTests {
  /// A store with the four controls installed: Control Center Fan (medium), Lamp (large), Door
  /// (small), Blinds (small); the Lock Screen Fan and Lamp; the Action button Fan; Fan focused.
  private func installedStore(_ kinds: [ControlKindInfo] = controls) -> ReducerTestStore {
    let store = ReducerTestStore()
    store.install(kinds)
    return store
  }

  /// The layout saved after a change, written out.
  private func layout(
    _ modules: [(String, ControlSize)], lockScreen: [String?] = ["Fan", "Lamp"],
    actionButton: String? = "Fan", kinds: [String] = allKinds,
    setAside: [SavedLayout.SetAside]? = nil
  ) -> Effect {
    .layout(
      .save(
        SavedLayout(
          controlCenter: modules.map { SavedLayout.Module(control: key($0.0), size: $0.1) },
          lockScreen: lockScreen.map { $0.map(key) }, actionButton: actionButton.map(key),
          kinds: kinds, setAside: setAside)))
  }

  /// The effects of a new control's first load.
  private func firstLoad(_ id: ControlID, at now: Date) -> [Effect] {
    [.controls(.reload(id, generation: 1)), .schedule(.controls(.reloadTimeout(id)), at: now + 10)]
  }

  @Test("e enters edit mode and leaves it; Esc leaves it; edit keys outside it only say how")
  func enterAndLeave() {
    let store = installedStore()
    store.send(.key(.character("x")), effects: [store.toastExpiry]) {
      $0.toasting("Press e for edit mode first", at: store.now)
    }
    store.send(.key(.character("e"))) {
      $0.editMode.isEditing = true
    }
    // Focus still moves in edit mode.
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = lamp }
    store.send(.key(.character("e"))) { $0.editMode.isEditing = false }
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.escape)) { $0.editMode.isEditing = false }
    // Outside edit mode Escape closes the inspector, as before.
    store.send(.key(.character("i"))) { $0.navigation.showsInspector = true }
    store.send(.key(.escape)) { $0.navigation.showsInspector = false }
    // Another space leaves edit mode.
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.character("2"))) {
      $0.editMode.isEditing = false
      $0.navigation.space = .lockScreen
    }
  }

  @Test("x removes the focused control; focus goes to the next; a control a slot holds stays")
  func remove() {
    let store = installedStore()
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = lamp }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = door }
    store.send(
      .key(.character("x")),
      effects: [layout([("Fan", .medium), ("Lamp", .large), ("Blinds", .small)])],
      events: ["removed Door from Control Center"]
    ) {
      $0.controls.remove(door)
      $0.navigation.controlCenterFocus = blinds
    }
    // The last one: focus goes back to the one before it.
    store.send(
      .key(.delete), effects: [layout([("Fan", .medium), ("Lamp", .large)])],
      events: ["removed Blinds from Control Center"]
    ) {
      $0.controls.remove(blinds)
      $0.navigation.controlCenterFocus = lamp
    }
    // Fan is on the Lock Screen and the Action button: it leaves Control Center only.
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = fan }
    store.send(
      .key(.character("x")), effects: [layout([("Lamp", .large)])],
      events: ["removed Fan from Control Center"]
    ) {
      $0.controls.update(fan) { $0.isInControlCenter = false }
      $0.navigation.controlCenterFocus = lamp
    }
    #expect(store.state.controls.lockScreenSlots == [fan, lamp])
    #expect(store.state.controls.actionButton == fan)
    store.send(
      .key(.character("x")), effects: [layout([])], events: ["removed Lamp from Control Center"]
    ) {
      $0.controls.update(lamp) { $0.isInControlCenter = false }
      $0.navigation.controlCenterFocus = nil
    }
    // Nothing left to remove.
    store.send(.key(.character("x")))
  }

  @Test("< and > move the focused control; focus follows it; the ends stay put, saying so")
  func move() {
    let store = installedStore()
    let toast = { (text: String) in
      Toast(.text(text), until: store.now + ToastFeature.duration)
    }
    let shown: [Effect] = [
      .schedulePresentation(.toast(.expiry), at: store.now + ToastFeature.duration)
    ]
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.character("<")), effects: shown) {
      $0.toast.current = toast("Fan Control is first in Control Center already")
    }
    store.send(
      .key(.character(">")),
      effects: [
        layout([("Lamp", .large), ("Fan", .medium), ("Door", .small), ("Blinds", .small)])
      ]
    ) { $0.controls.reorder(first: [lamp, fan]) }
    store.send(
      .key(.character(">")),
      effects: [
        layout([("Lamp", .large), ("Door", .small), ("Fan", .medium), ("Blinds", .small)])
      ]
    ) { $0.controls.reorder(first: [lamp, door, fan]) }
    // Past Blinds the grid packs Fan where it was (first fit): a toast says it moved.
    store.send(
      .key(.character(">")),
      effects: shown + [
        layout([("Lamp", .large), ("Door", .small), ("Blinds", .small), ("Fan", .medium)])
      ]
    ) {
      $0.controls.reorder(first: [lamp, door, blinds, fan])
      $0.toast.current = toast("Fan Control moved later; the grid still packs it in the same place")
    }
    store.send(.key(.character(">")), effects: shown) {
      $0.toast.current = toast("Fan Control is last in Control Center already")
    }
    #expect(store.state.navigation.controlCenterFocus == fan)
    #expect(store.state.controls.controlCenterIDs == [lamp, door, blinds, fan])
    store.send(
      .key(.character("<")),
      effects: shown + [
        layout([("Lamp", .large), ("Door", .small), ("Fan", .medium), ("Blinds", .small)])
      ]
    ) {
      $0.controls.reorder(first: [lamp, door, fan, blinds])
      $0.toast.current = toast(
        "Fan Control moved earlier; the grid still packs it in the same place")
    }
  }

  @Test("s cycles the focused control's size: small, medium, large")
  func resize() {
    let store = installedStore()
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    let rest: [(String, ControlSize)] = [("Lamp", .large), ("Door", .small), ("Blinds", .small)]
    for size in [ControlSize.large, .small, .medium] {
      store.send(.key(.character("s")), effects: [layout([("Fan", size)] + rest)]) {
        $0.controls.update(fan) { $0.size = size }
      }
    }
  }

  @Test("the gallery lists every kind grouped by app; arrows choose, typing searches")
  func galleryNavigation() {
    let kinds = [control("Fan"), thermostat, control("Lamp"), control("Radio", app: "Music")]
    let store = installedStore(kinds)
    let radio = ControlID(4)
    // `a` enters edit mode and opens the gallery; every kind is in Control Center, so the
    // highlight starts on the first.
    store.send(.key(.character("a"))) {
      $0.editMode.isEditing = true
      $0.editMode.gallery = GalleryState(target: .controlCenter(after: fan))
      $0.navigation.presentations = [.gallery]
    }
    guard case .gallery(let gallery) = store.state.topPresentation else {
      Issue.record("no gallery")
      return
    }
    // Grouped by app in the order the apps first declare a kind.
    #expect(
      gallery.entries(in: store.state.catalog).map(\.displayName) == [
        "Fan Control", "Lamp Control", "Thermostat", "Radio Control",
      ])
    #expect(gallery.mark(of: kind("Fan"), in: store.state) == .added)
    var expected = gallery
    for (key, selected) in [
      (KeyEvent.down, "Lamp"), (.down, "Thermostat"), (.tab, "Radio"), (.down, "Fan"),
      (.up, "Radio"), (.end, "Radio"), (.home, "Fan"),
    ] {
      expected.selectedKind = kind(selected)
      if key == .end { continue }  // already there: nothing changes
      let next = expected
      store.send(.key(key)) {
        $0.editMode.gallery = next
        $0.navigation.presentations = [.gallery]
      }
    }
    // Typing searches (in names, app names and descriptions); "q" is a letter here.
    _ = expected.search.insert("ra")
    expected.selectedKind = nil
    store.send(.key(.character("r"))) {
      var typed = gallery
      _ = typed.search.insert("r")
      $0.editMode.gallery = typed
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.character("a"))) {
      $0.editMode.gallery = expected
      $0.navigation.presentations = [.gallery]
    }
    #expect(
      expected.entries(in: store.state.catalog).map(\.displayName) == [
        "Radio Control"
      ])
    // "Climate" matches by app name.
    var climate = GalleryState(target: .controlCenter(after: fan))
    _ = climate.search.insert("CLIM")
    #expect(climate.entries(in: store.state.catalog).map(\.kind) == [kind("Thermostat")])
    store.send(.key(.character("q"))) {
      var next = expected
      _ = next.search.insert("q")
      $0.editMode.gallery = next
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.backspace)) {
      $0.editMode.gallery = expected
      $0.navigation.presentations = [.gallery]
    }
    // Enter on a kind already in Control Center: it isn't added twice.
    store.send(.key(.enter)) { $0.notice = "Radio Control is already in Control Center" }
    #expect(store.state.controls.controlCenterIDs.last == radio)
    // Escape closes the gallery and stays in edit mode; Ctrl-C in the gallery quits.
    store.send(.key(.escape)) {
      $0.notice = nil
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    #expect(store.state.editMode.isEditing)
    store.send(.key(.character("+"))) {
      $0.editMode.gallery = GalleryState(target: .controlCenter(after: fan))
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.control("c")), effects: [.quit]) { $0.quitRequested = true }
  }

  @Test("Enter in the gallery adds the kind after the focused control; it loads, cause added")
  func galleryAdd() {
    let store = installedStore()
    let now = store.now
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = lamp }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = door }
    store.send(
      .key(.character("x")),
      effects: [layout([("Fan", .medium), ("Lamp", .large), ("Blinds", .small)])],
      events: ["removed Door from Control Center"]
    ) {
      $0.controls.remove(door)
      $0.navigation.controlCenterFocus = blinds
    }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = lamp }
    // The highlight starts on the first kind not in Control Center.
    store.send(.key(.character("a"))) {
      $0.editMode.gallery = GalleryState(
        target: .controlCenter(after: lamp), selectedKind: kind("Door"))
      $0.navigation.presentations = [.gallery]
    }
    let added = ControlID(5)
    store.send(
      .key(.enter),
      effects: firstLoad(added, at: now)
        + [layout([("Fan", .medium), ("Lamp", .large), ("Door", .medium), ("Blinds", .small)])],
      events: ["added Door to Control Center", "reload Door cause=added"]
    ) {
      $0.controls.append(controls[2], size: .medium)
      $0.controls.reorder(first: [fan, lamp, added, blinds])
      $0.controls.update(added) { _ = $0.reload.request(.added, now: now, rules: .control) }
      $0.navigation.controlCenterFocus = added
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    #expect(store.state.controls[added]?.phase == .placeholder)
    #expect(store.state.controls[added]?.displayName == "Door Control")
    #expect(store.state.editMode.isEditing)
  }

  @Test("a configurable kind that prompts opens its configuration form once added; Enter again")
  func configureSeam() {
    let store = installedStore([control("Fan"), thermostat])
    let thermostatID = ControlID(2)
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = thermostatID }
    store.send(
      .key(.character("x")),
      effects: [
        .layout(
          .save(
            SavedLayout(
              controlCenter: [.init(control: key("Fan"), size: .medium)],
              lockScreen: [key("Fan"), ControlInstanceKey(kind: kind("Thermostat"))],
              actionButton: key("Fan"), kinds: [kind("Fan"), kind("Thermostat")])))
      ],
      events: ["removed Thermostat from Control Center"]
    ) {
      $0.controls.update(thermostatID) { $0.isInControlCenter = false }
      $0.navigation.controlCenterFocus = fan
    }
    // Taken off the Lock Screen too, it is uninstalled.
    store.send(.key(.character("2"))) {
      $0.navigation.space = .lockScreen
      $0.editMode.isEditing = false
    }
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.right)) { $0.navigation.lockScreenFocus = 1 }
    store.send(
      .key(.character("x")),
      effects: [
        .layout(
          .save(
            SavedLayout(
              controlCenter: [.init(control: key("Fan"), size: .medium)],
              lockScreen: [key("Fan"), nil], actionButton: key("Fan"),
              kinds: [kind("Fan"), kind("Thermostat")])))
      ],
      events: ["removed Thermostat from the Lock Screen's right slot"]
    ) {
      $0.controls.lockScreenSlots[1] = nil
      $0.controls.remove(thermostatID)
    }
    store.send(.key(.character("1"))) {
      $0.navigation.space = .controlCenter
      $0.editMode.isEditing = false
    }
    store.send(.key(.character("a"))) {
      $0.editMode.isEditing = true
      $0.editMode.gallery =
        GalleryState(target: .controlCenter(after: fan), selectedKind: kind("Thermostat"))
      $0.navigation.presentations = [.gallery]
    }
    let added = ControlID(3)
    store.send(
      .key(.enter),
      effects: [
        // Its default configuration is read first (the queries' default results); it loads
        // after that.
        .controls(.loadConfiguration(added, kind: kind("Thermostat"), values: nil)),
        .layout(
          .save(
            SavedLayout(
              controlCenter: [
                .init(control: key("Fan"), size: .medium),
                .init(control: key("Thermostat"), size: .medium),
              ],
              lockScreen: [key("Fan"), nil], actionButton: key("Fan"),
              kinds: [kind("Fan"), kind("Thermostat")]))),
      ],
      events: ["added Thermostat to Control Center"]
    ) {
      $0.controls.append(thermostat, size: .medium)
      $0.controls.update(added) { $0.configurationStatus = .loading }
      $0.navigation.controlCenterFocus = added
      // It prompts for configuration: the form opens on add (the gallery closed).
      $0.editMode.gallery = nil
      $0.configuration.form = form(added)
      $0.navigation.presentations = [.configuration]
    }
    #expect(store.state.controls[added]?.configuration == thermostat.defaultConfiguration)
    store.send(.key(.escape)) {
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    // In edit mode, Enter on a configurable control opens its form; on a static one,
    // nothing happens (it doesn't toggle either).
    store.send(.key(.enter)) {
      $0.configuration.form = form(added)
      $0.navigation.presentations = [.configuration]
    }
    store.send(.key(.escape)) {
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    store.send(.key(.backTab)) { $0.navigation.controlCenterFocus = fan }
    store.send(.key(.enter))

    func form(_ id: ControlID) -> ConfigurationFormState {
      ConfigurationFormState(
        control: id, title: thermostat.displayName, description: thermostat.description,
        configuration: thermostat.defaultConfiguration!)
    }
  }

  @Test("a Lock Screen slot takes a kind from the gallery; x clears it; unplaced controls go")
  func lockScreenSlots() {
    let store = installedStore()
    let now = store.now
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = lamp }
    store.send(.key(.tab)) { $0.navigation.controlCenterFocus = door }
    store.send(
      .key(.character("x")),
      effects: [layout([("Fan", .medium), ("Lamp", .large), ("Blinds", .small)])],
      events: ["removed Door from Control Center"]
    ) {
      $0.controls.remove(door)
      $0.navigation.controlCenterFocus = blinds
    }
    store.send(.key(.character("2"))) {
      $0.navigation.space = .lockScreen
      $0.editMode.isEditing = false
    }
    store.send(.key(.right)) { $0.navigation.lockScreenFocus = 1 }
    // Enter outside edit mode toggles Lamp, as before; in edit mode it opens the gallery on
    // the slot's kind.
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(.key(.enter)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Lamp"))
      $0.navigation.presentations = [.gallery]
    }
    // Blinds is in Control Center: the slot shares that control.
    store.send(.key(.down)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Door"))
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.down)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Blinds"))
      $0.navigation.presentations = [.gallery]
    }
    store.send(
      .key(.enter),
      effects: [
        layout(
          [("Fan", .medium), ("Lamp", .large), ("Blinds", .small)],
          lockScreen: ["Fan", "Blinds"])
      ],
      events: [
        "removed Lamp from the Lock Screen's right slot",
        "added Blinds to the Lock Screen's right slot",
      ]
    ) {
      $0.controls.lockScreenSlots[1] = blinds
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    // Door is installed nowhere: a new control outside Control Center, loaded.
    store.send(.key(.enter)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Blinds"))
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.up)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Door"))
      $0.navigation.presentations = [.gallery]
    }
    let newDoor = ControlID(5)
    store.send(
      .key(.enter),
      effects: firstLoad(newDoor, at: now) + [
        layout(
          [("Fan", .medium), ("Lamp", .large), ("Blinds", .small)],
          lockScreen: ["Fan", "Door"])
      ],
      events: [
        "removed Blinds from the Lock Screen's right slot",
        "added Door to the Lock Screen's right slot", "reload Door cause=added",
      ]
    ) {
      $0.controls.append(controls[2], size: .small, isInControlCenter: false)
      $0.controls.update(newDoor) { _ = $0.reload.request(.added, now: now, rules: .control) }
      $0.controls.lockScreenSlots[1] = newDoor
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    #expect(store.state.controls.controlCenterIDs == [fan, lamp, blinds])
    // Choosing what the slot holds changes nothing but closes the gallery.
    store.send(.key(.enter)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Door"))
      $0.navigation.presentations = [.gallery]
    }
    store.send(.key(.enter)) {
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
    // Cleared, Door is placed nowhere any more: it is uninstalled.
    store.send(
      .key(.character("x")),
      effects: [
        layout(
          [("Fan", .medium), ("Lamp", .large), ("Blinds", .small)], lockScreen: ["Fan", nil])
      ],
      events: ["removed Door from the Lock Screen's right slot"]
    ) {
      $0.controls.lockScreenSlots[1] = nil
      $0.controls.remove(newDoor)
    }
    // An empty slot: Enter opens the gallery on the first kind.
    store.send(.key(.enter)) {
      $0.editMode.gallery = GalleryState(target: .lockScreenSlot(1), selectedKind: kind("Fan"))
      $0.navigation.presentations = [.gallery]
    }
  }

  @Test("the Action button takes a kind from the gallery, or is cleared")
  func actionButton() {
    let store = installedStore()
    store.send(.key(.character("3"))) { $0.navigation.space = .actionButton }
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(
      .key(.character("x")),
      effects: [
        layout(
          [("Fan", .medium), ("Lamp", .large), ("Door", .small), ("Blinds", .small)],
          actionButton: nil)
      ],
      events: ["removed Fan from the Action button"]
    ) { $0.controls.actionButton = nil }
    // Fan is still in Control Center.
    #expect(store.state.controls[fan]?.isInControlCenter == true)
    store.send(.key(.character("a"))) {
      $0.editMode.gallery = GalleryState(target: .actionButton, selectedKind: kind("Fan"))
      $0.navigation.presentations = [.gallery]
    }
    var search = GalleryState(target: .actionButton)
    for letter in "oo" {
      _ = search.search.insert(String(letter))
      let next = search
      store.send(.key(.character(letter))) {
        $0.editMode.gallery = next
        $0.navigation.presentations = [.gallery]
      }
    }
    #expect(search.entries(in: store.state.catalog).map(\.kind) == [kind("Door")])
    store.send(
      .key(.enter),
      effects: [
        layout(
          [("Fan", .medium), ("Lamp", .large), ("Door", .small), ("Blinds", .small)],
          actionButton: "Door")
      ],
      events: ["added Door to the Action button"]
    ) {
      $0.controls.actionButton = door
      $0.navigation.presentations = []
      $0.editMode.gallery = nil
      $0.configuration.form = nil
    }
  }

  @Test("saving from edit mode keeps the entries set aside for unknown kinds")
  func keepsSetAside() {
    var state = DashboardState()
    let aside = SavedLayout.SetAside(
      place: "controlCenter", control: ControlInstanceKey(kind: "com.gone.Widget"), size: .large)
    state.controls.layoutSetAside = [aside]
    let store = ReducerTestStore(state: state)
    store.install(controls)
    store.send(.key(.character("e"))) { $0.editMode.isEditing = true }
    store.send(
      .key(.character("s")),
      effects: [
        layout(
          [("Fan", .large), ("Lamp", .large), ("Door", .small), ("Blinds", .small)],
          setAside: [aside])
      ]
    ) { $0.controls.update(fan) { $0.size = .large } }
  }
}
