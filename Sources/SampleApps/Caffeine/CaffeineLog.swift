import Foundation

/// One logged drink: what and when.
package struct CaffeineLog: Hashable, Codable, Sendable {
  /// The drink.
  package let drink: Drink
  /// When it was logged.
  package let date: Date

  package init(drink: Drink, date: Date) {
    self.drink = drink
    self.date = date
  }
}
