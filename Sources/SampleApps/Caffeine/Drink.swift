import Foundation
import SpacesKit

/// A drink people log, with its caffeine (the WWDC23 "Bring widgets to life" tracker).
package struct Drink: AppEntity, Hashable, Codable {
  package static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  package static let defaultQuery = DrinkQuery()

  /// The drink's identifier ("espresso").
  package let id: String
  /// The drink's name ("Espresso").
  package let name: String
  /// The caffeine in one serving.
  package let caffeine: Measurement<UnitMass>

  package init(id: String, name: String, caffeine: Measurement<UnitMass>) {
    self.id = id
    self.name = name
    self.caffeine = caffeine
  }

  package var displayRepresentation: DisplayRepresentation { "\(name)" }

  /// A shot of espresso.
  package static let espresso = Drink(
    id: "espresso", name: "Espresso", caffeine: Measurement(value: 64, unit: .milligrams))
  /// A cup of drip coffee.
  package static let coffee = Drink(
    id: "coffee", name: "Coffee", caffeine: Measurement(value: 95, unit: .milligrams))
  /// A cappuccino (two shots).
  package static let cappuccino = Drink(
    id: "cappuccino", name: "Cappuccino", caffeine: Measurement(value: 128, unit: .milligrams))
  /// A cup of black tea.
  package static let blackTea = Drink(
    id: "black-tea", name: "Black Tea", caffeine: Measurement(value: 47, unit: .milligrams))

  /// Every drink the app knows, in menu order.
  package static let all: [Drink] = [.espresso, .coffee, .cappuccino, .blackTea]
}

/// Finds drinks by identifier; suggests the whole menu.
package struct DrinkQuery: EntityQuery {
  package init() {}

  package func entities(for identifiers: [String]) async throws -> [Drink] {
    Drink.all.filter { identifiers.contains($0.id) }
  }

  package func suggestedEntities() async throws -> [Drink] { Drink.all }
}
