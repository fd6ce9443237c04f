/// The properties a property query sorts by: `SortingOptions { SortableBy(\.$published) }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
  /// The sortable properties, in order.
  package let options: [EntityQuerySortableByProperty<Entity>]

  /// Lists the sortable properties.
  public init(
    @EntityQuerySortingOptionsBuilder<Entity> _ options: () -> [EntityQuerySortableByProperty<
      Entity
    >]
  ) {
    self.options = options()
  }
}

/// Builds the list of a property query's sorting options.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
  /// The options, in order.
  public static func buildBlock(_ options: EntityQuerySortableByProperty<Entity>...)
    -> [EntityQuerySortableByProperty<Entity>]
  {
    options
  }
}
