import Foundation
import SpacesKit
import Testing

/// A brew whose summary depends on its parameters, as App Intents writes conditional summaries.
struct ConditionalBrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Conditional Brew"
  @Parameter(title: "Decaf", default: false) var decaf: Bool
  @Parameter(title: "Cups", default: 1) var cups: Int
  @Parameter(title: "Drink") var drink: String?
  @Parameter(title: "Sound") var sound: FixtureSound?

  static var parameterSummary: some ParameterSummary {
    When(\.$decaf, .equalTo, true) {
      Summary("Brew decaf \(\.$drink)")
    } otherwise: {
      When(\.$cups, .greaterThan, 2) {
        Summary("Brew a pot of \(\.$drink)")
      } otherwise: {
        Switch(\.$sound) {
          Case(.chime) { Summary("Brew \(\.$cups) \(\.$drink), then chime") }
          Case([.bell, FixtureSound.none]) {
            Summary("Brew \(\.$cups) \(\.$drink), then \(\.$sound)")
          }
          DefaultCase { Summary("Brew \(\.$cups) \(\.$drink)") }
        }
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

/// Every comparison operator, each deciding one word.
struct OperatorsIntent: AppIntent {
  static let title: LocalizedStringResource = "Operators"
  @Parameter(title: "Name") var name: String?
  @Parameter(title: "Level", default: 5) var level: Int
  @Parameter(title: "Sound") var sound: FixtureSound?

  static var parameterSummary: some ParameterSummary {
    When(\.$name, .hasAnyValue) {
      When(\.$name, .hasPrefix, "Dr") {
        Summary("doctor")
      } otherwise: {
        When(\.$name, .contains, "x") {
          Summary("x-name")
        } otherwise: {
          Summary("named")
        }
      }
    } otherwise: {
      When(\.$level, .lessThanOrEqualTo, 3) {
        Summary("quiet")
      } otherwise: {
        When(\.$sound, .oneOf, [.bell, .chime]) {
          Summary("ringing")
        } otherwise: {
          When(\.$sound, .notEqualTo, FixtureSound.none) {
            Summary("not silent")
          } otherwise: {
            Summary("silent")
          }
        }
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

/// A summary naming a strings table, which the terminal doesn't read.
struct TableSummaryIntent: AppIntent {
  static let title: LocalizedStringResource = "Table"
  @Parameter(title: "Drink") var drink: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Brew \(\.$drink)", table: "Summaries")
  }

  func perform() async throws -> some IntentResult { .result() }
}

@Suite("Conditional parameter summaries: When and Switch against the current values")
struct ParameterSummaryConditionTests {
  @Test("When picks its branch from the intent's values; Switch picks the first matching case")
  func fromValues() {
    let intent = ConditionalBrewIntent()
    intent.drink = "Tea"
    #expect(IntentBox(intent).parameterSummary == "Brew 1 Tea")
    intent.sound = .chime
    #expect(IntentBox(intent).parameterSummary == "Brew 1 Tea, then chime")
    intent.sound = FixtureSound.none
    #expect(IntentBox(intent).parameterSummary == "Brew 1 Tea, then None")
    intent.cups = 3
    #expect(IntentBox(intent).parameterSummary == "Brew a pot of Tea")
    intent.decaf = true
    #expect(IntentBox(intent).parameterSummary == "Brew decaf Tea")
  }

  @Test("a configuration form's texts decide the branch while it edits (On, numbers, titles)")
  func fromFormTexts() {
    let box = IntentBox(ConditionalBrewIntent())
    #expect(box.parameterSummary(values: ["decaf": "On", "drink": "Mocha"]) == "Brew decaf Mocha")
    #expect(box.parameterSummary(values: ["cups": "4"]) == "Brew a pot of Drink")
    #expect(box.parameterSummary(values: ["sound": "Bell"]) == "Brew 1 Drink, then Bell")
    #expect(box.parameterSummary(values: ["sound": ""]) == "Brew 1 Drink")
  }

  @Test(
    "each operator: hasAnyValue, hasPrefix, contains, lessThanOrEqualTo, oneOf, notEqualTo",
    arguments: [
      ("Drake", 5, nil, "doctor"), ("Max", 5, nil, "x-name"), ("Ann", 5, nil, "named"),
      (nil, 3, nil, "quiet"), (nil, 4, .bell, "ringing"), (nil, 4, nil, "not silent"),
    ] as [(String?, Int, FixtureSound?, String)])
  func operators(name: String?, level: Int, sound: FixtureSound?, expected: String) {
    let intent = OperatorsIntent()
    intent.name = name
    intent.level = level
    intent.sound = sound
    #expect(IntentBox(intent).parameterSummary == expected)
  }

  @Test("notEqualTo matches the case itself; a strings table is read, not reported")
  func noValueAndTable() {
    let intent = OperatorsIntent()
    intent.level = 9
    intent.sound = FixtureSound.none
    #expect(IntentBox(intent).parameterSummary == "silent")
    #expect(IntentBox(intent).unsupportedAPIs.isEmpty)
    let table = TableSummaryIntent()
    table.drink = "Tea"
    #expect(IntentBox(table).parameterSummary == "Brew Tea")
    #expect(IntentBox(table).unsupportedAPIs.isEmpty)
  }

  @Test("a summary is translated from its table by its sentence with ${name} placeholders")
  @MainActor
  func translatedFromTable() throws {
    let host = SystemHost(now: { Date() }, containersDirectory: nil, handler: { _ in })
    let strings = #"/* the summary */ "Brew ${drink}" = "Préparer ${drink}";"#
    host.strings.add(
      StringCatalog(
        table: "Summaries", sourceLanguage: "en",
        translations: try StringsFile.parse(Data(strings.utf8), file: "S.strings")
          .mapValues { ["fr": $0] }))
    host.strings.language = "fr"
    let table = TableSummaryIntent()
    table.drink = "Thé"
    host.runSync {
      #expect(IntentBox(table).parameterSummary == "Préparer Thé")
      #expect(IntentBox(OperatorsIntent()).parameterSummary != nil, "another table: as written")
    }
    host.strings.language = "de"
    host.runSync { #expect(IntentBox(table).parameterSummary == "Brew Thé", "no translation") }
  }
}
