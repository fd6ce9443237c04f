/// Matches entities whose property is less than the value ("is less than").
public final class LessThanComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.lessThan, one: mappingTransform)
  }
}
