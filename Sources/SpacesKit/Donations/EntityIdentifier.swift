/// Identifies one entity of one type, as App Intents declares it.
///
/// A donation predicate names the entity a donated intent refers to with one.
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The entity's type name.
  package let typeName: String
  /// The entity's identifier as text.
  package let identifier: String

  /// The identifier of an entity.
  public init<Entity: AppEntity>(for entity: Entity) {
    self.init(for: Entity.self, identifier: entity.id)
  }

  /// The identifier of the entity of a type with an identifier.
  public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
    self.typeName = _typeName(entityType, qualified: true)
    self.identifier = identifier.entityIdentifierString
  }

  /// The identifier as `Type/identifier`.
  public var description: String { "\(typeName)/\(identifier)" }
}
