/// Matches entities whose property lies between two values ("is between").
public final class IsBetweenComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the two values to the app's predicate.
  public init(mappingTransform: @escaping (Value, Value) -> ComparatorMappingType) {
    super.init(.isBetween) { values in mappingTransform(values[0], values[1]) }
  }
}
