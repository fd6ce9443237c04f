import SpacesKit

/// Logs a drink (the session's 13:06 listing): the widget's Espresso button runs it, and so can
/// Shortcuts and Siri.
public struct LogDrinkIntent: AppIntent {
  public static let title: LocalizedStringResource = "Log a drink"
  public static let description = IntentDescription("Log a drink and its caffeine amount.")

  @Parameter(title: "Drink", optionsProvider: DrinksOptionsProvider())
  public var drink: Drink

  public init() {}

  public init(drink: Drink) {
    self.drink = drink
  }

  public func perform() async throws -> some IntentResult {
    await DrinksLogStore.shared.log(drink: drink)
    return .result()
  }
}
