/// Finds the entities of a type, by identifier and as suggestions for a picker.
///
/// As App Intents declares it: identifiers turn a saved reference back into the entity, and
/// the suggested entities fill a configuration form's picker.
public protocol EntityQuery: DynamicOptionsProvider {
  /// The type of entity found.
  associatedtype Entity: AppEntity
  /// What `suggestedEntities()` returns: an array of entities unless the query says otherwise.
  associatedtype Result = [Entity]
  /// Creates the query (the system creates it when it needs it).
  init()
  /// The entities with these identifiers.
  ///
  /// Identifiers with no entity are skipped, so the result may be shorter.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities a picker offers before people search.
  func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
  /// No suggestions: a picker starts empty.
  public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
  /// The suggested entities: a query is the options provider of its entity's parameters.
  public func results() async throws -> Result { try await suggestedEntities() }
}

/// A query that also finds entities by a string people type ("violin").
public protocol EntityStringQuery: EntityQuery {
  /// The entities matching a string.
  func entities(matching string: String) async throws -> Result
}
