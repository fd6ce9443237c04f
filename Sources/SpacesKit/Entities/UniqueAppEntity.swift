/// An entity of which there is only ever one, such as the app's settings (iOS 18).
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a unique entity: it returns the one entity, and pickers offer only it.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
  /// The one entity's type.
  associatedtype Unique where Unique == Entity
  /// The one entity.
  func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery where Result == [Entity] {
  /// The one entity.
  public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

extension UniqueAppEntityQuery {
  /// The one entity, when its identifier is among those asked for.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    let entity = try await uniqueEntity()
    return identifiers.contains(entity.id) ? [entity] : []
  }
}

/// A unique entity's query made from a closure.
///
/// `static let defaultQuery = UniqueAppEntityProvider { Settings.current }`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
  private let provide: (@Sendable () async throws -> Entity)?

  /// A provider that returns what the closure returns.
  public init(_ provider: @escaping @Sendable () async throws -> Entity) {
    self.provide = provider
  }

  /// A provider without a closure: asking it for the entity throws.
  ///
  /// The system only makes one through `defaultQuery`, which passes a closure.
  public init() { self.provide = nil }

  /// The one entity.
  public func uniqueEntity() async throws -> Entity {
    guard let provide else { throw UniqueAppEntityProviderError.noProvider }
    return try await provide()
  }
}

/// Why a `UniqueAppEntityProvider` gave no entity.
enum UniqueAppEntityProviderError: Error, CustomStringConvertible {
  /// It was made without a closure.
  case noProvider

  var description: String { "UniqueAppEntityProvider() has no closure to give the entity" }
}
