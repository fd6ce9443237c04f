/// Matches entities whose property is at most the value ("is at most").
public final class LessThanOrEqualToComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.lessThanOrEqualTo, one: mappingTransform)
  }
}
