/// A query for a short list of entities that can list them all.
///
/// As App Intents' `EnumerableEntityQuery`: pickers (a control's configuration form, the Siri
/// bar's questions, App Shortcuts' phrase parameters) offer `allEntities()` unless the query
/// suggests others.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity of the type.
  func allEntities() async throws -> Result
}

extension EnumerableEntityQuery where Result == [Entity] {
  /// Every entity: a short list needs no separate suggestions.
  public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
