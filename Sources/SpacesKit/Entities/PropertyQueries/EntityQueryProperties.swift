/// The properties a property query compares, each with its comparators.
///
/// `QueryProperties { Property(\.$title) { EqualToComparator { … } } }`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  /// The properties, in order.
  package let declarations: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

  /// Lists the properties.
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () ->
      [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
  ) {
    self.declarations = properties()
  }

  /// A property's name when no entity is at hand to read its `@Property` title from: the key
  /// path's last component without `$` (`\EpisodeEntity.$title` is "title").
  package static func fallbackTitle(_ keyPath: AnyKeyPath) -> String {
    let text = "\(keyPath)"
    let last = text.split(separator: ".").last.map(String.init) ?? text
    return last.hasPrefix("$") ? String(last.dropFirst()) : last
  }
}

/// Builds the list of a property query's properties.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
  /// The properties, in order.
  public static func buildBlock(
    _ properties: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
  ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
    properties
  }
}
