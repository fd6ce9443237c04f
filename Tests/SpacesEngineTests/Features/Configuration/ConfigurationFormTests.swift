import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Configuration form: built from the intent's parameters, saved or refused")
struct ConfigurationFormTests {
  private func form(_ pilot: Pilot) -> ConfigurationFormState? {
    guard case .configuration(let form) = pilot.state.topPresentation else { return nil }
    return form
  }

  @Test("c opens a field per parameter: an entity picker of suggested entities, a number, a toggle")
  func fields() async throws {
    let pilot = try await Pilot(apps: [ConfigurationTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("c"))
    let form = try #require(self.form(pilot))
    #expect(form.title == "Room Light")
    #expect(form.description == "Turn a room's light on or off.")
    #expect(form.fields.map(\.title) == ["Room", "Brightness", "Fade"])
    #expect(form.fields.map(\.kind) == [.entity, .integer, .toggle])
    #expect(form.fields[0].options?.map(\.title) == ["Kitchen", "Hall"])
    #expect(form.fields[0].options?.map(\.subtitle) == ["Lights", "Lights"])
    #expect(form.fields.map(\.shownText) == ["", "80", "Off"])
    #expect(form.summary == "Set Room to 80%", "an unset room shows its title")
    let screen = pilot.screen
    #expect(screen.contains("Room Light"))
    #expect(screen.contains("› Room              Choose ▾"))
    #expect(screen.contains("Brightness        80"))
    #expect(screen.contains("[ Save ]"))
  }

  @Test(
    "picking a room and typing a brightness saves, reloads with cause 'configured' and persists")
  func save() async throws {
    let pilot = try await Pilot(apps: [ConfigurationTestApp.app])
    defer { pilot.close() }
    let id = try #require(pilot.state.controls.ids.first)
    #expect(pilot.state.controls[id]?.displayed.title == "Light")
    await pilot.press(.character("c"), .enter)
    #expect(pilot.screen.contains("› Kitchen · Lights"))
    await pilot.press(.down, .enter)
    #expect(form(pilot)?.fields[0].shownText == "Hall")
    await pilot.press(.down, .backspace, .backspace, .character("4"), .character("0"))
    #expect(form(pilot)?.summary == "Set Hall to 40%", "the summary follows the edits")
    #expect(pilot.screen.contains("Set Hall to 40%"))
    await pilot.press(.down, .down, .enter)
    #expect(form(pilot) == nil, "the form closed")
    let control = try #require(pilot.state.controls[id])
    #expect(control.displayed.title == "Hall")
    #expect(control.displayed.valueText == "40%")
    #expect(control.key.configuration == ["room": "hall", "brightness": "40", "fade": "false"])
    #expect(
      pilot.eventLines.contains(
        "configured Light (brightness=40, fade=false, room=hall)"))
    #expect(pilot.eventLines.contains("reload Light cause=configured"))
    let file = pilot.stateDirectory.appendingPathComponent("layout.json")
    let saved = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(saved.controlCenter.first?.control.configuration?["room"] == "hall")
  }

  @Test("an invalid value is refused with a message; the old configuration stays")
  func refused() async throws {
    let pilot = try await Pilot(apps: [ConfigurationTestApp.app])
    defer { pilot.close() }
    let id = try #require(pilot.state.controls.ids.first)
    let before = try #require(pilot.state.controls[id])
    await pilot.press(.character("c"), .down, .character("x"), .down, .down, .enter)
    let form = try #require(self.form(pilot), "the form stays open")
    let error = try #require(form.error)
    #expect(error.hasPrefix("Brightness: "))
    #expect(pilot.screen.contains("⚠ Brightness: "))
    #expect(pilot.state.controls[id]?.configuration == before.configuration)
    #expect(pilot.state.controls[id]?.key == before.key)
    #expect(pilot.eventLines.contains { $0.hasPrefix("configuration of Light refused: ") })
    // Escape leaves without changes.
    await pilot.press(.escape)
    #expect(self.form(pilot) == nil)
    #expect(pilot.state.controls[id]?.configuration == before.configuration)
  }

  @Test("the Work timer reconfigured as a second Violin timer stays so after a restart")
  func survivesRestart() async throws {
    let first = try await Pilot()
    await first.press(.character("c"), .enter, .down, .enter, .down, .enter)
    let titles = { (pilot: Pilot) in
      Array(pilot.state.controls.controlCenter.prefix(2).map(\.displayed.title))
    }
    #expect(titles(first) == ["Violin", "Violin"])
    let second = try await Pilot(stateDirectory: first.stateDirectory)
    defer { second.close() }
    #expect(titles(second) == ["Violin", "Violin"])
    #expect(second.state.controls.controlCenter.first?.key.configuration == ["timer": "violin"])
    // The Action button and the Lock Screen slot held the same Work timer: they keep it.
    let button = { (pilot: Pilot) in pilot.state.control(pilot.state.controls.actionButton) }
    #expect(button(first)?.displayed.title == "Work")
    #expect(button(second)?.displayed.title == "Work")
    #expect(
      second.state.control(second.state.controls.lockScreenSlots[0])?.displayed.title == "Work")
  }

  @Test("a timer added from the gallery starts as the query's default timer, not unconfigured")
  func addedFromGallery() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    try await pilot.type("a p r o d u c t i v i t y Space t i m e r Enter")
    let added = try #require(pilot.state.focusedControl)
    #expect(added.kind.shortKind == "TimerToggle")
    #expect(pilot.state.controls.controlCenter.filter { $0.kind == added.kind }.count == 3)
    #expect(added.displayed.title == "Work")
    #expect(added.displayed.valueText == "Stopped")
    #expect(added.configurationStatus == .ready)
  }

  @Test("configuring the Action button's timer leaves Control Center's as it was")
  func configuredFromActionButton() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let work = try #require(pilot.state.controls.actionButton)
    await pilot.press(.character("3"), .character("c"), .enter, .down, .enter, .down, .enter)
    let assigned = try #require(pilot.state.controls.actionButton)
    #expect(assigned != work, "the Action button got its own control")
    #expect(pilot.state.control(assigned)?.displayed.title == "Violin")
    #expect(pilot.state.control(assigned)?.isInControlCenter == false)
    #expect(pilot.state.controls[work]?.displayed.title == "Work")
    #expect(pilot.state.controls.controlCenter.first?.id == work)
    #expect(pilot.state.control(pilot.state.controls.lockScreenSlots[0])?.id == work)
  }

  @Test("a static control has no configuration: c says so in the event log")
  func staticControl() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    while pilot.state.focusedControl?.kind.shortKind != "BreakReminders" {
      await pilot.press(.tab)
    }
    await pilot.press(.character("c"))
    #expect(form(pilot) == nil)
    #expect(pilot.eventLines.last == "BreakReminders has no configuration")
  }
}

@MainActor
@Suite("Configuration feature (reducer)")
struct ConfigurationFeatureTests {
  private let configuration = IntentBox(TestLightConfiguration())

  private func installed() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let info = ControlKindInfo(
      kind: ConfigurationTestApp.kind, appName: "Lights", displayName: "Room Light",
      description: "Turn a room's light on or off.",
      preview: ConfigurationTestApp.template(configuration), defaultConfiguration: configuration)
    let ids = store.install([info])
    return (store, ids[0])
  }

  @Test("open presents the form and lists the picker fields' options (an effect)")
  func open() {
    let (store, id) = installed()
    let form = ConfigurationFormState(
      control: id, title: "Room Light", description: "Turn a room's light on or off.",
      configuration: configuration)
    store.send(
      .configuration(.open(id)),
      effects: [.configuration(.loadOptions(.control(id), configuration))]
    ) {
      $0.configuration.form = form
      $0.navigation.presentations = [.configuration]
    }
    let kitchen = ParameterOption(title: "Kitchen", encodedValue: "kitchen", value: "kitchen")
    store.send(
      .configuration(.optionsLoaded(.control(id), ["room": .listed([kitchen], current: "")]))
    ) {
      var loaded = form
      loaded.fields[0].options = [kitchen]
      $0.configuration.form = loaded
      $0.navigation.presentations = [.configuration]
    }
  }

  @Test("save with no change closes; a refusal keeps the form with its message")
  func saveAndRefuse() {
    let (store, id) = installed()
    let form = ConfigurationFormState(
      control: id, title: "Room Light", description: "Turn a room's light on or off.",
      configuration: configuration)
    store.send(
      .configuration(.open(id)),
      effects: [.configuration(.loadOptions(.control(id), configuration))]
    ) {
      $0.configuration.form = form
      $0.navigation.presentations = [.configuration]
    }
    store.send(
      .configuration(.save(.control(id), ["brightness": .text("x")])),
      effects: [.configuration(.apply(.control(id), configuration, ["brightness": .text("x")]))]
    ) {
      var saving = form
      saving.isSaving = true
      $0.configuration.form = saving
      $0.navigation.presentations = [.configuration]
    }
    store.send(
      .configuration(.rejected(.control(id), "Brightness: not a number")),
      events: ["configuration of Light refused: Brightness: not a number"]
    ) {
      var refused = form
      refused.error = "Brightness: not a number"
      $0.configuration.form = refused
      $0.navigation.presentations = [.configuration]
    }
    store.send(.configuration(.save(.control(id), [:]))) {
      $0.navigation.presentations = []
      $0.configuration.form = nil
    }
  }

  @Test("applied: the control takes the configuration and its saved form, reloads, and is saved")
  func applied() throws {
    let (store, id) = installed()
    let configured = try configuration.settingParameter("brightness", to: 40)
    let saved = ["brightness": "40", "fade": "false"]
    var expected = store.state
    // The control is also the Lock Screen's and the Action button's: they keep a copy with
    // the old configuration.
    let copy = expected.controls.duplicate(id, isInControlCenter: false)
    expected.controls.lockScreenSlots[0] = copy
    expected.controls.actionButton = copy
    expected.controls.update(id) {
      $0.configuration = configured
      $0.key.configuration = saved
      _ = $0.reload.request(.configured, now: store.now, rules: .control)
    }
    store.send(
      .configuration(.applied(.control(id), configured)),
      effects: [
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: store.now + 10),
        .layout(.save(SavedLayout(state: expected))),
      ],
      events: ["configured Light (brightness=40, fade=false)", "reload Light cause=configured"]
    ) {
      $0 = expected
    }
    #expect(SavedLayout(state: expected).controlCenter.first?.control.configuration == saved)
  }
}
