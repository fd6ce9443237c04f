import Foundation

/// The details Spotlight shows and searches for one item, as CoreSpotlight declares it.
///
/// The Siri / Spotlight bar matches typed text against the `title`, `displayName`,
/// `alternateNames`, `keywords` and `contentDescription`, and shows the title and the
/// description. A terminal draws no thumbnail: `thumbnailData` and `thumbnailURL` are kept with
/// the item, as are the other properties.
open class CSSearchableItemAttributeSet {
  /// The content type's identifier (`public.content` by default).
  open var contentType: String?
  /// The item's title.
  open var title: String?
  /// The name shown for the item, when it differs from the title.
  open var displayName: String?
  /// Other names the item is known by.
  open var alternateNames: [String]?
  /// A description of the item, shown under its title.
  open var contentDescription: String?
  /// Words people may search the item by.
  open var keywords: [String]?
  /// The bytes of a thumbnail image (kept; not drawn).
  open var thumbnailData: Data?
  /// The URL of a thumbnail image (kept; not drawn).
  open var thumbnailURL: URL?
  /// The URL of the item's content.
  open var contentURL: URL?
  /// When the content was created.
  open var contentCreationDate: Date?
  /// When the content last changed.
  open var contentModificationDate: Date?
  /// The item's identifier, when the set describes one.
  open var identifier: String?
  /// The entity this set stands for (`associateAppEntity(_:priority:)`).
  var associatedEntity: AssociatedEntity?

  /// An entity associated with the set, as the index keeps it.
  struct AssociatedEntity {
    var type: String
    var typeName: String
    var identifier: String
    var priority: Int
  }

  /// An attribute set for generic content.
  public init() {
    contentType = "public.content"
  }

  /// An attribute set for content of a type.
  public init(contentType: UTType) {
    self.contentType = contentType.identifier
  }

  /// An attribute set for content of a type named by its identifier (iOS 9's form).
  public init(itemContentType: String) {
    contentType = itemContentType
  }

  /// Associates an indexed entity with the set.
  ///
  /// The item then stands for the entity: Enter on it in the Spotlight bar opens the entity.
  public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {
    associatedEntity = AssociatedEntity(
      type: _typeName(Entity.self, qualified: true),
      typeName: Entity.typeDisplayRepresentation.name.resolvedText,
      identifier: appEntity.id.entityIdentifierString, priority: priority)
  }

  /// The item as the index keeps it, for an app; `fallbackTitle` when the set has no title.
  func item(app: String, identifier: String, domain: String?, fallbackTitle: String?)
    -> SpotlightItem
  {
    SpotlightItem(
      app: app, identifier: identifier, domain: domain,
      title: title ?? displayName ?? fallbackTitle ?? identifier,
      displayName: displayName, alternateNames: alternateNames ?? [],
      contentDescription: contentDescription, keywords: keywords ?? [],
      thumbnailURL: thumbnailURL?.absoluteString, thumbnailBytes: thumbnailData?.count,
      contentURL: contentURL?.absoluteString)
  }
}
