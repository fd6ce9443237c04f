import Foundation
import SpacesKit
import Testing

@Suite("App entities, queries and enums, as App Intents declares them")
struct EntityTests {
  @Test("an entity names its type and itself; its default query finds it by identifier")
  func entityAndQuery() async throws {
    #expect(FixtureTimer.typeDisplayRepresentation.name.resolvedText == "Timer")
    let work = FixtureTimer.all[0]
    #expect(work.displayRepresentation.title.resolvedText == "Work")
    #expect(work.displayRepresentation.subtitle?.resolvedText == "25 minutes")
    #expect(work.displayRepresentation.image?.systemName == "hourglass")
    let found = try await FixtureTimer.defaultQuery.entities(for: ["violin", "missing"])
    #expect(found.map(\.name) == ["Violin"], "identifiers with no entity are skipped")
    #expect(
      try await FixtureTimer.defaultQuery.suggestedEntities().map(\.id) == ["work", "violin"])
    #expect(try await FixtureTimer.defaultQuery.results().count == 2, "results() suggests")
    #expect(try await FixtureTimer.defaultQuery.entities(matching: "gy").map(\.id) == ["gym"])
  }

  @Test("a query without suggestions suggests nothing; defaultQuery defaults to a new query")
  func defaults() async throws {
    #expect(try await FixtureBrokenEntity.Query().suggestedEntities().isEmpty)
    #expect(await FixtureColorOptions().defaultResult() == nil)
    #expect(FixtureBrokenEntity.typeDisplayRepresentation.numericFormat == nil)
  }

  @Test("display representations from literals and interpolations")
  func literals() {
    let plain: DisplayRepresentation = "Bell"
    #expect(plain.title.resolvedText == "Bell")
    #expect(plain.subtitle == nil && plain.image == nil && plain.synonyms.isEmpty)
    let count = 3
    let interpolated: DisplayRepresentation = "\(count) timers"
    #expect(interpolated.title.resolvedText == "3 timers")
    let type: TypeDisplayRepresentation = "Timer"
    #expect(type == TypeDisplayRepresentation(name: "Timer"))
  }

  @Test("an AppEnum lists its cases with their representations")
  func appEnum() {
    #expect(FixtureSound.allCases.count == 3)
    #expect(FixtureSound.caseDisplayRepresentations[.none]?.subtitle?.resolvedText == "Silent")
    #expect(FixtureSound(rawValue: "bell") == .bell)
  }

  @Test("identifiers convert to and from strings")
  func identifiers() {
    #expect(Int.entityIdentifier(for: "42") == 42)
    #expect(Int.entityIdentifier(for: "x") == nil)
    let uuid = UUID()
    #expect(UUID.entityIdentifier(for: uuid.entityIdentifierString) == uuid)
    #expect("work".entityIdentifierString == "work")
  }

  @Test("boxes holding the same entity are equal even if its other properties changed")
  func entityEquality() throws {
    let box = IntentBox(FixtureConfigurationIntent())
    let work = try box.settingParameter("timer", to: FixtureTimer(id: "work", name: "Work"))
    let renamed = try box.settingParameter("timer", to: FixtureTimer(id: "work", name: "Job"))
    let violin = try box.settingParameter("timer", to: FixtureTimer.all[1])
    #expect(work == renamed)
    #expect(work.hashValue == renamed.hashValue)
    #expect(work != violin)
  }
}
