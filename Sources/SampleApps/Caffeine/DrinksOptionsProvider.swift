import SpacesKit

/// The drinks `LogDrinkIntent`'s parameter offers: the app's menu.
public struct DrinksOptionsProvider: DynamicOptionsProvider {
  public init() {}

  public func results() async throws -> [Drink] { Drink.all }
}
