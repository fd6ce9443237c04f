/// Matches entities whose property is not the value ("is not").
public final class NotEqualToComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.notEqualTo, one: mappingTransform)
  }
}
