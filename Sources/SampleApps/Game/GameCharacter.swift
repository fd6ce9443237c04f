import Foundation
import SpacesKit

/// A character of the game: people pick one when configuring the character widget.
public struct GameCharacter: AppEntity, Equatable {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
  public static let defaultQuery = GameCharacterQuery()

  public let id: String
  public let name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  public var displayRepresentation: DisplayRepresentation { "\(name)" }

  /// The game's characters.
  public static let all = [
    GameCharacter(id: "power-panda", name: "Power Panda"),
    GameCharacter(id: "egghead", name: "Egghead"),
  ]
}

/// Finds the game's characters.
public struct GameCharacterQuery: EntityQuery {
  public init() {}

  public func entities(for identifiers: [String]) async throws -> [GameCharacter] {
    GameCharacter.all.filter { identifiers.contains($0.id) }
  }

  public func suggestedEntities() async throws -> [GameCharacter] { GameCharacter.all }

  public func defaultResult() async -> GameCharacter? { GameCharacter.all.first }
}
