import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Brews a drink.
private struct BrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew"
  @Parameter(title: "Drink") var drink: String
  static var parameterSummary: some ParameterSummary { Summary("Brew \(\.$drink)") }
  init() {}
  init(_ drink: String) { self.drink = drink }
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor
@Suite("Donations: what apps donate feeds the Siri bar's suggestions")
struct DonationsFeatureTests {
  private func donation(_ drink: String?, at seconds: TimeInterval) -> IntentDonation {
    IntentDonation(
      id: IntentDonationIdentifier(), intent: IntentBox(drink.map(BrewIntent.init) ?? BrewIntent()),
      date: Date(timeIntervalSince1970: seconds))
  }

  @Test("donations are kept oldest first; suggestions are each intent once, newest first")
  func donationsFeedSuggestions() {
    let store = ReducerTestStore()
    let latte = donation("Latte", at: 1)
    let tea = donation("Tea", at: 2)
    let latteAgain = donation("Latte", at: 3)
    for (item, line) in [
      (latte, "donated “Brew Latte”"), (tea, "donated “Brew Tea”"),
      (latteAgain, "donated “Brew Latte”"),
    ] {
      store.send(.donations(.request(.donated(item))), events: [line]) {
        $0.donations.donations.append(item)
      }
    }
    let suggestions = DonationsFeature.suggestions(
      store.state.donations, apps: ["BrewIntent": "Coffee"])
    #expect(suggestions.map(\.title) == ["Brew Latte", "Brew Tea"])
    #expect(suggestions.map(\.app) == ["Coffee", "Coffee"])
    store.send(.donations(.request(.deleted([tea.id]))), events: ["deleted 1 donation"]) {
      $0.donations.donations = [latte, latteAgain]
    }
  }

  @Test("a donation whose required parameter has no value is a warning and is not added")
  func badDonation() {
    let store = ReducerTestStore()
    store.send(
      .donations(.request(.donated(donation(nil, at: 1)))),
      events: [
        "warning: donation of “Brew” not added: required parameter “Drink” without a value"
      ])
  }

  @Test("an empty bar shows the suggestions; arrows choose and Enter runs the chosen intent")
  func emptyBarRunsSuggestion() {
    var state = DashboardState()
    state.donations.donations = [donation("Latte", at: 1), donation("Tea", at: 2)]
    let now = Date(timeIntervalSince1970: 10)
    _ = DashboardReducer.reduce(into: &state, action: .siri(.open), now: now)
    #expect(state.siri.bar?.siriSuggestions.map(\.title) == ["Brew Tea", "Brew Latte"])
    _ = DashboardReducer.reduce(into: &state, action: .key(.down), now: now)
    #expect(state.siri.bar?.suggestionSelection == 1)
    _ = DashboardReducer.reduce(into: &state, action: .key(.enter), now: now)
    #expect(state.siri.bar?.phase == .running(title: "Brew Latte"))
    #expect(state.runs.runs.values.map(\.intent) == [IntentBox(BrewIntent("Latte"))])
  }

  @Test("relevant intents replace the app's last list and are kept with their contexts")
  func relevantIntents() {
    let store = ReducerTestStore()
    let start = Date(timeIntervalSince1970: 3_600)
    let record = RelevantIntentRecord(
      intent: IntentBox(BrewIntent("Latte")), widgetKind: "Coffee",
      relevance: .date(from: start, to: start.addingTimeInterval(1_800)))
    store.send(
      .donations(.request(.relevantIntents([record]))),
      events: [
        "relevant intents: Coffee Brew at 1970-01-01T01:00:00Z–1970-01-01T01:30:00Z"
      ]
    ) {
      $0.donations.relevantIntents = [record]
    }
    #expect(record.relevance.holds(at: start.addingTimeInterval(60)))
    #expect(!record.relevance.holds(at: start.addingTimeInterval(-60)))
    #expect(
      DonationsFeature.relevantIntents(store.state.donations, at: start.addingTimeInterval(60))
        == [record])
    #expect(DonationsFeature.relevantIntents(store.state.donations, at: start).count == 1)
    #expect(
      DonationsFeature.relevantIntents(store.state.donations, at: start.addingTimeInterval(-1))
        .isEmpty)
  }

  @Test("a relevant widget's suggestion names it by its display name, else by its kind")
  func relevantSuggestionNames() {
    var state = DonationsFeature.State()
    let start = Date(timeIntervalSince1970: 3_600)
    state.relevantIntents = [
      RelevantIntentRecord(
        intent: IntentBox(BrewIntent("Latte")), widgetKind: "com.example.CoffeeWidget",
        relevance: .date(from: start, to: start.addingTimeInterval(1_800)))
    ]
    let named = DonationsFeature.suggestions(
      state, at: start, widgetNames: ["com.example.CoffeeWidget": "Today's Coffee"])
    #expect(named.map(\.app) == ["widget Today's Coffee"])
    let unnamed = DonationsFeature.suggestions(state, at: start)
    #expect(unnamed.map(\.app) == ["widget CoffeeWidget"])
  }
}
