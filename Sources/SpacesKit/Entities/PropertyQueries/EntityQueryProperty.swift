/// A property a property query compares, with its comparators.
///
/// `Property(\.$title) { EqualToComparator { … }; ContainsComparator { … } }`.
public final class EntityQueryProperty<Entity: AppEntity, Value: Sendable, ComparatorMappingType>:
  EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>, @unchecked Sendable
{
  /// Declares a property and the comparators people can use on it.
  public init(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () ->
      [EntityQueryComparator<Value, ComparatorMappingType>]
  ) {
    // Key paths to stored properties are immutable values; the compiler can't tell.
    nonisolated(unsafe) let path = keyPath
    nonisolated(unsafe) let comparators = comparators()
    super.init(
      title: { entity in
        entity.map { $0[keyPath: path].title.resolvedText }
          ?? EntityQueryProperties<Entity, ComparatorMappingType>.fallbackTitle(path)
      },
      comparisons: comparators.map(\.comparison),
      map: { index, texts in
        let codec = ParameterCodec.codec(for: Value.self)
        var values: [Value] = []
        for text in texts {
          let parsed = try await codec.parse(text)
          guard let value = parsed as? Value else {
            throw ParameterValueError.unsupportedType(parameter: "", type: codec.typeName)
          }
          values.append(value)
        }
        return try comparators[index].map(values)
      })
  }
}
