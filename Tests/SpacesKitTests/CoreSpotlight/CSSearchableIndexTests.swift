import Foundation
import Synchronization
import Testing

@testable import SpacesKit

/// A recipe, an entity indexed in Spotlight with the default attribute set.
private struct RecipeEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = RecipeQuery()
  var id: String
  var name: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "Dinner", image: .init(systemName: "fork.knife"))
  }
}

/// A recipe whose attribute set gives keywords and a description, but no title.
private struct TaggedRecipeEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = TaggedRecipeQuery()
  var id: Int
  var hidden = false
  var displayRepresentation: DisplayRepresentation { "Soup \(id)" }
  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.keywords = ["winter", "warm"]
    attributes.contentDescription = "Serves four"
    attributes.thumbnailData = Data(repeating: 0, count: 12)
    return attributes
  }
  var hideInSpotlight: Bool { hidden }
}

private struct RecipeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [RecipeEntity] { [] }
}

private struct TaggedRecipeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [TaggedRecipeEntity] { [] }
}

@Suite("CSSearchableIndex: what apps index reaches the system, merged as Spotlight merges it")
struct CSSearchableIndexTests {
  /// The requests app code sent.
  private final class Sent: Sendable {
    let requests = Mutex<[SystemRequest]>([])
    var spotlight: [SpotlightRequest] {
      requests.withLock {
        $0.compactMap { if case .spotlight(let request) = $0 { request } else { nil } }
      }
    }
  }

  private func host() -> (SystemHost, Sent) {
    let sent = Sent()
    let host = SystemHost(now: { Date(timeIntervalSince1970: 42) }, containersDirectory: nil) {
      request in sent.requests.withLock { $0.append(request) }
    }
    return (host, sent)
  }

  @Test("the default attribute set is the display representation's title, subtitle and symbol")
  func defaultAttributes() async throws {
    let (host, sent) = host()
    try await SystemHost.$currentApp.withValue("Cookbook") {
      try await host.run {
        try await CSSearchableIndex.default().indexAppEntities(
          [RecipeEntity(id: "r1", name: "Crème Brûlée")], priority: 3)
      }
    }
    let expected = SpotlightItem(
      app: "Cookbook", identifier: "r1", entityType: String(reflecting: RecipeEntity.self),
      entityTypeName: "Recipe", title: "Crème Brûlée", contentDescription: "Dinner",
      symbol: "fork.knife", priority: 3)
    #expect(sent.spotlight == [.index([expected], app: "Cookbook")])
  }

  @Test("an attribute set without a title takes the representation's; hidden entities are left out")
  func mergedAttributes() async throws {
    let (host, sent) = host()
    try await host.run {
      try await CSSearchableIndex.default().indexAppEntities([
        TaggedRecipeEntity(id: 7), TaggedRecipeEntity(id: 8, hidden: true),
      ])
      try await CSSearchableIndex.default().deleteAppEntities(
        identifiedBy: [9], ofType: TaggedRecipeEntity.self)
    }
    guard case .index(let items, nil) = sent.spotlight.first else {
      Issue.record("no index request: \(sent.spotlight)")
      return
    }
    #expect(items.map(\.title) == ["Soup 7"])
    #expect(items.first?.keywords == ["winter", "warm"])
    #expect(items.first?.contentDescription == "Serves four")
    #expect(items.first?.thumbnailBytes == 12, "the thumbnail is kept, as a size")
    #expect(
      sent.spotlight.last
        == .delete(
          .entities(
            type: String(reflecting: TaggedRecipeEntity.self), typeName: "Recipe",
            identifiers: ["9"]), app: nil))
  }

  @Test("searchable items: the completion and async forms index and delete by id and domain")
  func searchableItems() async throws {
    let (host, sent) = host()
    let attributes = CSSearchableItemAttributeSet(itemContentType: "public.text")
    attributes.title = "Packing list"
    attributes.contentURL = URL(string: "notes://list/1")
    let item = CSSearchableItem(
      uniqueIdentifier: "list-1", domainIdentifier: "lists", attributeSet: attributes)
    let finished = Mutex(false)
    host.runSync {
      CSSearchableIndex.default().indexSearchableItems([item]) { error in
        finished.withLock { $0 = error == nil }
      }
    }
    try await host.run {
      try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["lists"])
      try await CSSearchableIndex.default().deleteAllSearchableItems()
    }
    #expect(finished.withLock { $0 })
    #expect(
      sent.spotlight == [
        .index(
          [
            SpotlightItem(
              app: "", identifier: "list-1", domain: "lists", title: "Packing list",
              contentURL: "notes://list/1")
          ], app: nil),
        .delete(.domains(["lists"]), app: nil),
        .delete(.all, app: nil),
      ])
  }
}
