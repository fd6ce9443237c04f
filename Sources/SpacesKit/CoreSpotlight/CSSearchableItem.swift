import Foundation

/// One piece of an app's content for Spotlight, as CoreSpotlight declares it.
///
/// It has an identifier, a domain, and the attribute set that describes it.
open class CSSearchableItem {
  /// The item's identifier, unique in the app's index (a UUID when made without one).
  open var uniqueIdentifier: String
  /// The group the item belongs to, for deleting a group at once.
  open var domainIdentifier: String?
  /// What Spotlight shows and searches.
  open var attributeSet: CSSearchableItemAttributeSet
  /// When the item leaves the index (kept; the dashboard's index keeps items until deleted).
  open var expirationDate: Date?
  /// Whether the item updates an existing one rather than replacing it.
  ///
  /// Kept: an item with the identifier of one indexed replaces it.
  open var isUpdate = false

  /// An item with an identifier (`nil`: a new UUID), a domain and its attributes.
  public init(
    uniqueIdentifier: String?, domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
  }

  /// An item made from an indexed entity.
  ///
  /// Its identifier is the entity's, its `attributeSet` merged with the display representation.
  public convenience init(appEntity: some IndexedEntity) {
    self.init(
      uniqueIdentifier: appEntity.id.entityIdentifierString, domainIdentifier: nil,
      attributeSet: appEntity.attributeSet)
    attributeSet.associateAppEntity(appEntity)
    if attributeSet.title == nil && attributeSet.displayName == nil {
      attributeSet.title = appEntity.displayRepresentation.title.resolvedText
    }
  }

  /// Associates an indexed entity with the item.
  public func associateAppEntity(_ appEntity: some IndexedEntity, priority: Int = 0) {
    attributeSet.associateAppEntity(appEntity, priority: priority)
  }

  /// The item as the index keeps it.
  func indexed(app: String) -> SpotlightItem {
    var item = attributeSet.item(
      app: app, identifier: uniqueIdentifier, domain: domainIdentifier, fallbackTitle: nil)
    if let entity = attributeSet.associatedEntity {
      item.entityType = entity.type
      item.entityTypeName = entity.typeName
      item.identifier = entity.identifier
      item.priority = entity.priority
    }
    return item
  }
}
