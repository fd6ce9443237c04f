import Foundation

/// One logged drink: what and when.
public struct CaffeineLog: Hashable, Codable, Sendable {
  /// The drink.
  public let drink: Drink
  /// When it was logged.
  public let date: Date

  public init(drink: Drink, date: Date) {
    self.drink = drink
    self.date = date
  }
}
