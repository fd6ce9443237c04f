/// Matches entities whose property is greater than the value ("is greater than").
public final class GreaterThanComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.greaterThan, one: mappingTransform)
  }
}
