import Foundation

/// An app's on-device Spotlight index, as CoreSpotlight declares it.
///
/// What an app indexes goes to the dashboard's index for that app (the app whose code runs:
/// its launch, its intents), saved in the state directory, listed in the inspector (`i`) and
/// searched by the Siri / Spotlight bar (`/`). Named indexes share the app's one index.
open class CSSearchableIndex: @unchecked Sendable {
  private static let shared = CSSearchableIndex(name: "default")

  /// The index's name.
  let name: String

  /// The app's default index.
  open class func `default`() -> CSSearchableIndex { shared }

  /// Whether the device can index: always, on the dashboard.
  open class func isIndexingAvailable() -> Bool { true }

  /// A named index (it shares the app's one index on the dashboard).
  public init(name: String) {
    self.name = name
  }

  /// Adds items to the index, replacing those with the same identifiers.
  open func indexSearchableItems(
    _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    Self.send(.index(items.map { $0.indexed(app: Self.app) }, app: SystemHost.spotlightApp))
    completionHandler?(nil)
  }

  /// Adds items to the index, replacing those with the same identifiers (the async form).
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    Self.send(.index(items.map { $0.indexed(app: Self.app) }, app: SystemHost.spotlightApp))
  }

  /// Removes the items with these identifiers.
  open func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    Self.send(.delete(.items(identifiers), app: SystemHost.spotlightApp))
    completionHandler?(nil)
  }

  /// Removes the items with these identifiers (the async form).
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    Self.send(.delete(.items(identifiers), app: SystemHost.spotlightApp))
  }

  /// Removes the items of these domains (and their subdomains).
  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    Self.send(.delete(.domains(domainIdentifiers), app: SystemHost.spotlightApp))
    completionHandler?(nil)
  }

  /// Removes the items of these domains (the async form).
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String])
    async throws
  {
    Self.send(.delete(.domains(domainIdentifiers), app: SystemHost.spotlightApp))
  }

  /// Removes every item of the app.
  open func deleteAllSearchableItems(
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    Self.send(.delete(.all, app: SystemHost.spotlightApp))
    completionHandler?(nil)
  }

  /// Removes every item of the app (the async form).
  open func deleteAllSearchableItems() async throws {
    Self.send(.delete(.all, app: SystemHost.spotlightApp))
  }

  /// Indexes app entities with a priority (higher first among the app's results).
  ///
  /// Entities whose `hideInSpotlight` is true are left out.
  public func indexAppEntities(_ appEntities: [some IndexedEntity], priority: Int = 0)
    async throws
  {
    let items = appEntities.filter { !$0.hideInSpotlight }.map {
      $0.spotlightItem(app: Self.app, priority: priority)
    }
    Self.send(.index(items, app: SystemHost.spotlightApp))
  }

  /// Removes the entities of a type with these identifiers.
  public func deleteAppEntities<Entity: IndexedEntity>(
    identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type
  ) async throws {
    Self.send(
      .delete(
        .entities(
          type: _typeName(Entity.self, qualified: true),
          typeName: Entity.typeDisplayRepresentation.name.resolvedText,
          identifiers: identifiers.map(\.entityIdentifierString)),
        app: SystemHost.spotlightApp))
  }

  /// Removes every entity of a type.
  public func deleteAppEntities<Entity: IndexedEntity>(ofType entityType: Entity.Type)
    async throws
  {
    Self.send(
      .delete(
        .entities(
          type: _typeName(Entity.self, qualified: true),
          typeName: Entity.typeDisplayRepresentation.name.resolvedText, identifiers: nil),
        app: SystemHost.spotlightApp))
  }

  /// The app the items are made for, until the engine names it (`SystemHost.currentApp`, else
  /// the engine's attribution).
  private static var app: String { SystemHost.spotlightApp ?? "" }

  private static func send(_ request: SpotlightRequest) {
    SystemHost.current.send(.spotlight(request))
  }
}
