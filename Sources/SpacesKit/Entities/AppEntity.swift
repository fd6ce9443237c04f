/// A thing of your app that intents act on and people pick, such as a timer or a playlist.
///
/// As App Intents declares it, an entity is identified, shown by its `displayRepresentation`,
/// and found by its `defaultQuery`.
///
/// An `@Parameter` of an entity type is a picker in a control's configuration form: it lists the
/// query's `suggestedEntities()`, and the saved configuration keeps only the entity's
/// identifier, which the query turns back into the entity (`entities(for:)`).
public protocol AppEntity: Identifiable, DisplayRepresentable, Sendable
where ID: EntityIdentifierConvertible & Sendable {
  /// The query that finds entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
  /// The query the system uses to find entities of this type.
  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// A new instance of the query type.
  public static var defaultQuery: DefaultQuery { DefaultQuery() }
}
