import Foundation
import SpacesKit
import Testing

/// A value type that is neither `Equatable` nor `Hashable`.
struct Place: Sendable {
  var name: String
  var floor: Int
}

/// An intent with a parameter of that type.
struct GoToPlaceIntent: AppIntent {
  static let title: LocalizedStringResource = "Go To Place"
  @Parameter(title: "Place") var place: Place?
  func perform() async throws -> some IntentResult { .result() }
}

/// Another toggle intent with the same parameter as `ToggleTimerIntent`.
struct ToggleLightIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Light"
  @Parameter(title: "Running") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("IntentBox: equal when the type and every parameter value are")
struct IntentBoxTests {
  func timer(_ name: String?, minutes: Int = 25) -> IntentBox {
    let intent = TimerConfigurationIntent()
    intent.name = name
    intent.minutes = minutes
    return IntentBox(intent)
  }

  @Test("a Work timer and a Violin timer differ; two Work timers are equal and hash alike")
  func configuredIntentsOfOneType() {
    #expect(timer("Work") != timer("Violin"))
    #expect(timer("Work") == timer("Work"))
    #expect(timer("Work").hashValue == timer("Work").hashValue)
    #expect(timer("Work", minutes: 25) != timer("Work", minutes: 50))
    #expect(timer(nil) != timer("Work"))
    #expect(Set([timer("Work"), timer("Work"), timer("Violin")]).count == 2)
  }

  @Test("the type counts: two intents with the same parameters but different types differ")
  func types() {
    #expect(IntentBox(ToggleTimerIntent()) != IntentBox(ToggleLightIntent()))
    #expect(
      IntentBox(ToggleTimerIntent()).settingValue(true)
        != IntentBox(ToggleLightIntent()).settingValue(true))
    #expect(IntentBox(ToggleTimerIntent()) == IntentBox(ToggleTimerIntent()))
  }

  @Test("no value differs from a value; the toggle's new value counts")
  func missingValues() {
    let unset = IntentBox(ToggleTimerIntent())
    #expect(unset != unset.settingValue(false))
    #expect(unset.settingValue(false) != unset.settingValue(true))
    #expect(unset.settingValue(true) == unset.settingValue(true))
  }

  @Test("values that aren't Equatable are compared by their reflection")
  func reflectedValues() throws {
    let library = try IntentBox(GoToPlaceIntent())
      .settingParameter("place", to: Place(name: "Library", floor: 2))
    let library2 = try IntentBox(GoToPlaceIntent())
      .settingParameter("place", to: Place(name: "Library", floor: 2))
    let gym = try IntentBox(GoToPlaceIntent())
      .settingParameter("place", to: Place(name: "Gym", floor: 2))
    #expect(library == library2)
    #expect(library.hashValue == library2.hashValue)
    #expect(library != gym)
    #expect(library != IntentBox(GoToPlaceIntent()))
  }

  @Test("the box lists the parameters and keeps only their values")
  func parameters() throws {
    var intent = TimerConfigurationIntent()
    intent.name = "Violin"
    intent.scratch = "lost when stored"
    let box = IntentBox(intent)
    #expect(box.parameters.map(\.name) == ["name", "minutes"])
    #expect(box.parameters[0].value as? String == "Violin")
    #expect(box.parameters[1].value as? Int == 25)
    let stored = try #require(box.intent as? TimerConfigurationIntent)
    #expect(stored.scratch == "from init")
    #expect(stored.name == "Violin")

    let changed = try box.settingParameter("minutes", to: 5)
    #expect(changed.parameters[1].value as? Int == 5)
    #expect(box.parameters[1].value as? Int == 25)
    #expect(changed != box)
    #expect(throws: IntentParameterError.self) { try box.settingParameter("minutes", to: "5") }
  }
}
