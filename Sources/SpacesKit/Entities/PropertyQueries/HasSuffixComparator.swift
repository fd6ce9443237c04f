/// Matches entities whose property ends with the value ("ends with").
public final class HasSuffixComparator<Value, ComparatorMappingType>:
  EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable
{
  /// Creates the comparator with the mapping from the value people gave to the app's predicate.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    super.init(.hasSuffix, one: mappingTransform)
  }
}
