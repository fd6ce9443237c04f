import SpacesKit

/// Logs a drink (the session's 13:06 listing): the widget's Espresso button runs it, and so can
/// Shortcuts and Siri.
package struct LogDrinkIntent: AppIntent {
  package static let title: LocalizedStringResource = "Log a drink"
  package static let description = IntentDescription("Log a drink and its caffeine amount.")

  @Parameter(title: "Drink", optionsProvider: DrinksOptionsProvider())
  package var drink: Drink

  package init() {}

  package init(drink: Drink) {
    self.drink = drink
  }

  package func perform() async throws -> some IntentResult {
    await DrinksLogStore.shared.log(drink: drink)
    return .result()
  }
}
