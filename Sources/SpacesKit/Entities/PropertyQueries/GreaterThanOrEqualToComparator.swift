/// Matches entities whose property is at least the value ("is at least").
public final class GreaterThanOrEqualToComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.greaterThanOrEqualTo, one: mappingTransform)
  }
}
