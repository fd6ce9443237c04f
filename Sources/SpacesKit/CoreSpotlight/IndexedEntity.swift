import Foundation

/// An app entity the app adds to its Spotlight index, as App Intents declares it (iOS 18).
///
/// `CSSearchableIndex.default().indexAppEntities(_:priority:)` indexes entities; the Siri /
/// Spotlight bar then finds them by what their `attributeSet` says (the title, display name,
/// keywords and description), else by their display representation, and `Enter` on one runs
/// the app's `OpenIntent` whose target is the entity's type, as iOS does.
public protocol IndexedEntity: AppEntity {
  /// What Spotlight shows and searches for the entity; by default `defaultAttributeSet`.
  var attributeSet: CSSearchableItemAttributeSet { get }
  /// Whether Spotlight leaves the entity out of its results (iOS 18.4); `false` by default.
  var hideInSpotlight: Bool { get }
}

extension IndexedEntity {
  /// The attributes the display representation gives.
  ///
  /// Its title, its subtitle as the description, its synonyms as alternate names.
  public var defaultAttributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet()
    let representation = displayRepresentation
    attributes.title = representation.title.resolvedText
    attributes.contentDescription = representation.subtitle?.resolvedText
    let synonyms = representation.synonyms.map(\.resolvedText)
    attributes.alternateNames = synonyms.isEmpty ? nil : synonyms
    return attributes
  }

  /// The display representation's attributes.
  public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

  /// Entities show in Spotlight unless they say otherwise.
  public var hideInSpotlight: Bool { false }

  /// The entity as the index keeps it: its attribute set, where it says nothing, filled from
  /// its display representation (an attribute set without a title falls back to the
  /// representation's title).
  func spotlightItem(app: String, priority: Int) -> SpotlightItem {
    let attributes = attributeSet
    let representation = displayRepresentation
    var item = attributes.item(
      app: app, identifier: id.entityIdentifierString, domain: nil,
      fallbackTitle: representation.title.resolvedText)
    item.entityType = _typeName(Self.self, qualified: true)
    item.entityTypeName = Self.typeDisplayRepresentation.name.resolvedText
    if item.contentDescription == nil {
      item.contentDescription = representation.subtitle?.resolvedText
    }
    for synonym in representation.synonyms.map(\.resolvedText)
    where !item.alternateNames.contains(synonym) {
      item.alternateNames.append(synonym)
    }
    item.symbol = representation.image?.systemName
    item.priority = priority
    return item
  }
}
