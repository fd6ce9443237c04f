import Foundation
import SpacesKit

/// A character of the game: people pick one when configuring the character widget.
package struct GameCharacter: AppEntity, Equatable {
  package static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
  package static let defaultQuery = GameCharacterQuery()

  package let id: String
  package let name: String

  package init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  package var displayRepresentation: DisplayRepresentation { "\(name)" }

  /// The game's characters.
  package static let all = [
    GameCharacter(id: "power-panda", name: "Power Panda"),
    GameCharacter(id: "egghead", name: "Egghead"),
  ]
}

/// Finds the game's characters.
package struct GameCharacterQuery: EntityQuery {
  package init() {}

  package func entities(for identifiers: [String]) async throws -> [GameCharacter] {
    GameCharacter.all.filter { identifiers.contains($0.id) }
  }

  package func suggestedEntities() async throws -> [GameCharacter] { GameCharacter.all }

  package func defaultResult() async -> GameCharacter? { GameCharacter.all.first }
}
