/// One property of a property query and the comparators it supports.
///
/// Seen without its value type: `EntityQueryProperty` is the one apps write.
public class EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>:
  @unchecked Sendable
{
  /// The property's title, from an entity's `@Property` when there is one at hand.
  package let title: @Sendable (Entity?) -> String
  /// The comparators' kinds, in the order declared.
  package let comparisons: [EntityQueryComparison]
  /// Reads text typed for a value and maps it through the comparator at an index; throws a
  /// message when the text isn't a value of the property's type.
  package let map:
    @Sendable (_ comparator: Int, _ texts: [String]) async throws -> ComparatorMappingType

  init(
    title: @escaping @Sendable (Entity?) -> String, comparisons: [EntityQueryComparison],
    map: @escaping @Sendable (Int, [String]) async throws -> ComparatorMappingType
  ) {
    self.title = title
    self.comparisons = comparisons
    self.map = map
  }
}
