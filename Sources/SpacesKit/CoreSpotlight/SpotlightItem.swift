import Foundation

/// One item of an app's Spotlight index, as the system keeps it: what the Siri / Spotlight bar
/// matches and shows, saved in the state directory (`spotlight.json`).
///
/// Made from a `CSSearchableItem` or an `IndexedEntity` when the app indexes it; what can't be
/// drawn (a thumbnail, a content URL) is kept all the same.
package struct SpotlightItem: Sendable, Equatable, Codable {
  /// The app whose index holds it.
  package var app: String
  /// The item's unique identifier (an entity's identifier string).
  package var identifier: String
  /// The item's domain (`CSSearchableItem.domainIdentifier`), if any.
  package var domain: String?
  /// The entity's type (`String(reflecting:)`), for an indexed entity.
  package var entityType: String?
  /// The entity type's display name ("Episode"), for an indexed entity.
  package var entityTypeName: String?
  /// The title Spotlight shows.
  package var title: String
  /// The attribute set's display name, when it has one besides the title.
  package var displayName: String?
  /// Other names it is found by (`alternateNames`, the display representation's synonyms).
  package var alternateNames: [String]
  /// The description shown under the title (`contentDescription`, else the subtitle).
  package var contentDescription: String?
  /// The words it is found by (`keywords`).
  package var keywords: [String]
  /// The SF Symbol of the entity's display representation, if it names one.
  package var symbol: String?
  /// The thumbnail's URL, kept (a terminal draws no thumbnail).
  package var thumbnailURL: String?
  /// The size of the thumbnail's data in bytes, kept as a count (the bytes aren't drawn).
  package var thumbnailBytes: Int?
  /// The content URL, kept.
  package var contentURL: String?
  /// The app's priority for it (`indexAppEntities(_:priority:)`): higher comes first.
  package var priority: Int

  package init(
    app: String, identifier: String, domain: String? = nil, entityType: String? = nil,
    entityTypeName: String? = nil, title: String, displayName: String? = nil,
    alternateNames: [String] = [], contentDescription: String? = nil, keywords: [String] = [],
    symbol: String? = nil, thumbnailURL: String? = nil, thumbnailBytes: Int? = nil,
    contentURL: String? = nil, priority: Int = 0
  ) {
    self.app = app
    self.identifier = identifier
    self.domain = domain
    self.entityType = entityType
    self.entityTypeName = entityTypeName
    self.title = title
    self.displayName = displayName
    self.alternateNames = alternateNames
    self.contentDescription = contentDescription
    self.keywords = keywords
    self.symbol = symbol
    self.thumbnailURL = thumbnailURL
    self.thumbnailBytes = thumbnailBytes
    self.contentURL = contentURL
    self.priority = priority
  }

  /// Whether it is the same item as another: one app, one identifier, one entity type.
  package func isSameItem(as other: SpotlightItem) -> Bool {
    app == other.app && identifier == other.identifier && entityType == other.entityType
  }
}

/// What app code asked of its Spotlight index.
package enum SpotlightRequest: Sendable, Equatable {
  /// Items were added (or replaced, by identifier) in an app's index.
  case index([SpotlightItem], app: String?)
  /// Items were deleted from an app's index.
  case delete(SpotlightDeletion, app: String?)
}

/// Which items a deletion removes.
package enum SpotlightDeletion: Sendable, Equatable {
  /// The items with these identifiers (not entities).
  case items([String])
  /// The items of these domains.
  case domains([String])
  /// The entities of a type, those with these identifiers (`nil`: all of them).
  case entities(type: String, typeName: String, identifiers: [String]?)
  /// Everything in the app's index.
  case all

  /// Whether the deletion removes an item.
  package func removes(_ item: SpotlightItem) -> Bool {
    switch self {
    case .items(let identifiers):
      item.entityType == nil && identifiers.contains(item.identifier)
    case .domains(let domains):
      item.domain.map { domain in
        domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
      } ?? false
    case .entities(let type, _, let identifiers):
      item.entityType == type && (identifiers?.contains(item.identifier) ?? true)
    case .all: true
    }
  }
}
