/// A property a property query can sort its results by: `SortableBy(\.$published)`.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
  /// The property.
  package let keyPath: PartialKeyPath<Entity>
  /// The property's title, read from an entity's `@Property` when the system has one.
  package let title: @Sendable (Entity?) -> String

  /// Sorts by an entity property.
  public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
    self.keyPath = keyPath
    // Key paths to stored properties are immutable values; the compiler can't tell.
    nonisolated(unsafe) let path = keyPath
    self.title = { entity in
      entity.map { $0[keyPath: path].title.resolvedText }
        ?? EntityQueryProperties<Entity, Void>.fallbackTitle(path)
    }
  }
}
