import Foundation
import SpacesKit

/// A drink people log, with its caffeine (the WWDC23 "Bring widgets to life" tracker).
public struct Drink: AppEntity, Hashable, Codable {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  public static let defaultQuery = DrinkQuery()

  /// The drink's identifier ("espresso").
  public let id: String
  /// The drink's name ("Espresso").
  public let name: String
  /// The caffeine in one serving.
  public let caffeine: Measurement<UnitMass>

  public init(id: String, name: String, caffeine: Measurement<UnitMass>) {
    self.id = id
    self.name = name
    self.caffeine = caffeine
  }

  public var displayRepresentation: DisplayRepresentation { "\(name)" }

  /// A shot of espresso.
  public static let espresso = Drink(
    id: "espresso", name: "Espresso", caffeine: Measurement(value: 64, unit: .milligrams))
  /// A cup of drip coffee.
  public static let coffee = Drink(
    id: "coffee", name: "Coffee", caffeine: Measurement(value: 95, unit: .milligrams))
  /// A cappuccino (two shots).
  public static let cappuccino = Drink(
    id: "cappuccino", name: "Cappuccino", caffeine: Measurement(value: 128, unit: .milligrams))
  /// A cup of black tea.
  public static let blackTea = Drink(
    id: "black-tea", name: "Black Tea", caffeine: Measurement(value: 47, unit: .milligrams))

  /// Every drink the app knows, in menu order.
  public static let all: [Drink] = [.espresso, .coffee, .cappuccino, .blackTea]
}

/// Finds drinks by identifier; suggests the whole menu.
public struct DrinkQuery: EntityQuery {
  public init() {}

  public func entities(for identifiers: [String]) async throws -> [Drink] {
    Drink.all.filter { identifiers.contains($0.id) }
  }

  public func suggestedEntities() async throws -> [Drink] { Drink.all }
}
