/// Matches entities whose property begins with the value ("begins with").
public final class HasPrefixComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.hasPrefix, one: mappingTransform)
  }
}
