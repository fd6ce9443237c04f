import Foundation
import SpacesKit
import Testing

/// A configurable timer, as a control's configuration intent: an optional parameter, a default,
/// and a stored property that is not a parameter.
struct TimerConfigurationIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Timer"
  @Parameter(title: "Name", description: "The timer's name") var name: String?
  @Parameter(title: "Minutes", default: 25) var minutes: Int
  var scratch = "from init"
}

@Suite("@Parameter seen without types")
struct IntentParameterTests {
  @Test("a SetValueIntent lists its Bool `value`, still without a value")
  func listsSeedToggle() throws {
    let intent: any AppIntent = ToggleTimerIntent()
    let parameters = intent._parameters
    #expect(parameters.map(\.name) == ["value"])
    let value = try #require(parameters.first)
    #expect(value.title.resolvedText == "Running")
    #expect(value.description == nil)
    #expect(value.valueType is Bool.Type)
    #expect(value.valueTypeName == "Bool")
    #expect(!value.isOptional)
    #expect(!value.hasValue)
    #expect(value.value == nil)
    #expect(value.debugDescription == "value: Bool = no value")
  }

  @Test("defaults and optionals: an optional parameter has the value nil")
  func listsDefaultsAndOptionals() throws {
    let parameters = TimerConfigurationIntent()._parameters
    #expect(parameters.map(\.name) == ["name", "minutes"], "declaration order, no `scratch`")
    let name = parameters[0]
    #expect(name.valueType is String.Type)
    #expect(name.isOptional)
    #expect(name.hasValue)
    #expect(name.value == nil)
    #expect(name.description?.resolvedText == "The timer's name")
    let minutes = parameters[1]
    #expect(minutes.valueType is Int.Type)
    #expect(minutes.hasValue)
    #expect(minutes.value as? Int == 25)
    #expect(minutes.debugDescription == "minutes: Int = 25")
  }

  @Test("setting through the erased view returns a new intent and leaves the original alone")
  func setsOnExistential() throws {
    let original: any AppIntent = ToggleTimerIntent()
    let changed = try original._settingParameter("value", to: true)
    let toggle = try #require(changed as? ToggleTimerIntent)
    #expect(toggle.value == true)
    #expect(changed._parameters.first?.value as? Bool == true)
    #expect(try #require(original as? ToggleTimerIntent).$value.hasValue == false)
  }

  @Test("an optional parameter is set with its wrapped type and cleared with nil")
  func setsOptional() throws {
    let named = try TimerConfigurationIntent()._settingParameter("name", to: "Violin")
    #expect(named.name == "Violin")
    #expect(named._parameters[0].value as? String == "Violin")
    #expect(named._parameters[0].debugDescription == #"name: String? = "Violin""#)
    let cleared = try named._settingParameter("name", to: nil)
    #expect(cleared.name == nil)
    #expect(named.name == "Violin")
    let fromOptional = try TimerConfigurationIntent()._settingParameter(
      "name", to: String?.some("Work"))
    #expect(fromOptional.name == "Work")
  }

  @Test("wrong names, wrong types and nil for a required parameter are errors")
  func rejectsWrongValues() {
    #expect(
      throws: IntentParameterError.unknownParameter(
        name: "running", intent: "ToggleTimerIntent", valid: ["value"])
    ) {
      try ToggleTimerIntent()._settingParameter("running", to: true)
    }
    #expect(
      throws: IntentParameterError.typeMismatch(
        name: "value", expected: "Bool", got: "String")
    ) {
      try ToggleTimerIntent()._settingParameter("value", to: "yes")
    }
    #expect(throws: IntentParameterError.requiredParameter(name: "minutes")) {
      try TimerConfigurationIntent()._settingParameter("minutes", to: nil)
    }
    #expect(
      IntentParameterError.unknownParameter(name: "x", intent: "LogBreak", valid: []).description
        == "LogBreak has no @Parameter 'x' (it has none)")
  }

  @Test("as on iOS, a let intent takes values and its copies share them; stored copies don't")
  func copySemantics() throws {
    // `IntentParameter` is a class on iOS: a `let` intent takes a value, and a copy of an
    // intent shares its parameters.
    let original = TimerConfigurationIntent()
    original.minutes = 5
    let copy = original
    copy.minutes = 7
    #expect(original.minutes == 7)

    // What the system keeps is a stored copy with storage of its own.
    let stored = original._storedCopy()
    stored.minutes = 1
    #expect(original.minutes == 7)
    original.minutes = 2
    #expect(stored.minutes == 1)
    #expect(original.$minutes.hasValue && stored.$minutes.hasValue)
    let box = IntentBox(original)
    original.minutes = 3
    #expect(box.parameter(named: "minutes")?.value as? Int == 2, "a box keeps the values it took")
  }

  @Test("the stored form keeps only @Parameter values; other properties come from init()")
  func storedCopyResetsOtherProperties() {
    var intent = TimerConfigurationIntent()
    intent.scratch = "set by the app"
    intent.name = "Work"
    intent.minutes = 50
    let stored = intent._storedCopy()
    #expect(stored.scratch == "from init")
    #expect(stored.name == "Work")
    #expect(stored.minutes == 50)
    #expect(intent.scratch == "set by the app")

    let erased: any AppIntent = intent
    let storedErased = try? #require(erased._storedCopy() as? TimerConfigurationIntent)
    #expect(storedErased?.scratch == "from init")
    #expect(storedErased?.minutes == 50)
    // Setting a parameter gives the stored form as well.
    #expect((try? intent._settingParameter("minutes", to: 10))?.scratch == "from init")
  }

  @Test("an unset required parameter stays unset in the stored form")
  func storedCopyKeepsMissingValues() {
    let stored = ToggleTimerIntent()._storedCopy()
    #expect(stored.$value.hasValue == false)
  }
}
