/// An entity that exists only while an intent runs, never looked up again.
///
/// As App Intents declares it: the system makes one with `init()` and fills its `@Property`s.
public protocol TransientAppEntity: AppEntity
where DefaultQuery == _TransientAppEntityQuery<Self> {
  /// Creates an empty entity (the system fills its properties).
  init()
}

extension TransientAppEntity {
  /// The query of a transient entity, which finds nothing: it isn't stored anywhere.
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

extension TransientAppEntity where ID == String {
  /// A transient entity isn't looked up again, so its type name is identifier enough.
  public var id: String { _typeName(Self.self, qualified: false) }
}

/// The query of every transient entity: it finds nothing, as transient entities aren't stored.
public struct _TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
  /// Creates the query.
  public init() {}

  /// Nothing: a transient entity can't be found by identifier.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
