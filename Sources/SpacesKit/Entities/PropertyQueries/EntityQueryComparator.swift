/// A way to compare a property in a property query, mapped to the app's own predicate type.
///
/// Apps write its kinds (`EqualToComparator { … }`, `ContainsComparator { … }`…), each with a
/// closure that maps the value people gave to a `ComparatorMappingType`.
public class EntityQueryComparator<Value, ComparatorMappingType>: @unchecked Sendable {
  /// What the comparator does.
  package let comparison: EntityQueryComparison
  /// Maps the values people gave (one, or two for `IsBetweenComparator`).
  let map: ([Value]) throws -> ComparatorMappingType

  init(
    _ comparison: EntityQueryComparison, map: @escaping ([Value]) throws -> ComparatorMappingType
  ) {
    self.comparison = comparison
    self.map = map
  }

  init(_ comparison: EntityQueryComparison, one: @escaping (Value) -> ComparatorMappingType) {
    self.comparison = comparison
    self.map = { values in one(values[0]) }
  }
}

/// Builds the list of a property's comparators.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
  /// One comparator.
  public static func buildExpression(
    _ comparator: EntityQueryComparator<Value, ComparatorMappingType>
  )
    -> [EntityQueryComparator<Value, ComparatorMappingType>]
  {
    [comparator]
  }

  /// The comparators, in order.
  public static func buildBlock(_ parts: [EntityQueryComparator<Value, ComparatorMappingType>]...)
    -> [EntityQueryComparator<Value, ComparatorMappingType>]
  {
    parts.flatMap { $0 }
  }
}
