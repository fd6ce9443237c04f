import Foundation
import SpacesKit
import Testing

/// An intent whose summary names two of its parameters.
struct BrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew Coffee"
  @Parameter(title: "Drink") var drink: String?
  @Parameter(title: "Cups", default: 2) var cups: Int
  @Parameter(title: "Decaf", default: false) var decaf: Bool

  static var parameterSummary: some ParameterSummary {
    Summary("Brew \(\.$cups) cups of \(\.$drink)")
  }

  func perform() async throws -> some IntentResult { .result() }
}

/// The builder form: a sentence and a parameter listed under it.
struct BrewMoreIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew More"
  @Parameter(title: "Drink") var drink: String?
  @Parameter(title: "Decaf", default: false) var decaf: Bool

  static var parameterSummary: some ParameterSummary {
    Summary("Brew \(\.$drink)") {
      \.$decaf
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

@Suite("Parameter summaries: Summary(\"… \\(\\.$param)\") with the values filled in")
struct ParameterSummaryTests {
  @Test("the values fill the sentence; a parameter without one shows its title")
  func filled() {
    let intent = BrewIntent()
    #expect(IntentBox(intent).parameterSummary == "Brew 2 cups of Drink")
    intent.drink = "Espresso"
    intent.cups = 3
    #expect(IntentBox(intent).parameterSummary == "Brew 3 cups of Espresso")
  }

  @Test("given texts (a form's edits) replace the intent's values by parameter name")
  func overridden() {
    let box = IntentBox(BrewIntent())
    #expect(box.parameterSummary(values: ["drink": "Tea"]) == "Brew 2 cups of Tea")
    #expect(box.parameterSummary(values: ["cups": "1", "drink": "Tea"]) == "Brew 1 cups of Tea")
  }

  @Test("the builder form keeps its sentence and counts the parameters listed under it")
  func builder() {
    let intent = BrewMoreIntent()
    intent.drink = "Mocha"
    #expect(IntentBox(intent).parameterSummary == "Brew Mocha")
    let summary = BrewMoreIntent.parameterSummary as? IntentParameterSummary<BrewMoreIntent>
    #expect(summary?.additionalParameterCount == 1)
  }

  @Test("an intent that declares no summary has none (existing intents compile unchanged)")
  func none() {
    #expect(IntentBox(GoToPlaceIntent()).parameterSummary == nil)
    #expect(IntentBox(ToggleLightIntent()).parameterSummary == nil)
  }
}
