import SpacesKit

/// The drinks `LogDrinkIntent`'s parameter offers: the app's menu.
package struct DrinksOptionsProvider: DynamicOptionsProvider {
  package init() {}

  package func results() async throws -> [Drink] { Drink.all }
}
